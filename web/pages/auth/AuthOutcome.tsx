// The end of an authentication flow (registered, password reset, e-mail verified, a spent
// invitation): what happened, and the one way on — back to sign-in, with the address filled in
// when the flow knows it. A file of its own so the sign-in form's first load carries no Result.
import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';

export function AuthOutcome({
  status = 'success',
  title,
  subtitle,
  username,
}: {
  status?: ResultProps['status'];
  title: string;
  subtitle: string;
  /** The account's address, shown in the sign-in form. */
  username?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subtitle}
      style={{ padding: '24px 0 8px' }}
      extra={
        <Button type="primary" onClick={() => void navigate('/login', username ? { state: { username } } : undefined)}>
          {t('auth.backToLogin')}
        </Button>
      }
    />
  );
}
