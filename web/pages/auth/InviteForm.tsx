// The link a child account receives by mail (/verify?invite=<token>): a new child's invitation, or
// a child's new address (the server tells which; the subtitle says so). Either sets the password
// (the rules of sign-in), which also verifies the address, and goes on to sign in with it filled
// in. The link is single-use and lives 24 hours; a spent or expired link says so at once.
import { useState } from 'react';
import { Alert, Button, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { acceptInvite, fetchInviteInfo } from '../../api/account.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { AuthHeading, showOnField, useRevalidateOnLanguage } from './authForm.tsx';
import './i18n/forms.ts';
import { inviteSubtitleOf } from './inviteModel.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthOutcome } from './AuthOutcome.tsx';

type InviteValues = { password: string; confirmPassword: string };

/** The server refused the link itself (used, replaced, expired, unknown), not what was typed. */
const refusesLink = (error: unknown) =>
  error instanceof ApiError && (error.data as { field?: unknown } | null)?.field === 'token';

export default function InviteForm() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite')?.trim() ?? '';
  const [form] = Form.useForm<InviteValues>();
  useRevalidateOnLanguage(form);
  const language = useSession((state) => state.language);
  const [spent, setSpent] = useState(invite.length < 20);
  const info = useQuery({
    queryKey: ['inviteInfo', invite],
    queryFn: ({ signal }) => fetchInviteInfo(invite, signal),
    enabled: !spent,
    retry: false,
    staleTime: Infinity,
  });
  const subtitle = inviteSubtitleOf(info.data, language);

  const submit = useMutation({
    mutationFn: (values: InviteValues) =>
      acceptInvite({ token: invite, password: values.password, confirmPassword: values.confirmPassword }),
    onSuccess: ({ email }) => {
      notify({ type: 'success', content: t('invite.done') });
      void navigate('/login', { replace: true, state: { username: email } });
    },
    onError: (error) => {
      // The link itself is refused (used, expired, unknown): nothing to retry on this page.
      if (refusesLink(error)) {
        setSpent(true);
        return;
      }
      if (showOnField(form, error)) return;
      notify({
        type: 'error',
        content: error instanceof ApiError && error.msg ? error.msg : t('common.requestError'),
        closable: true,
      });
    },
  });

  if (spent || refusesLink(info.error)) {
    return <AuthOutcome status="warning" title={t('invite.invalid.title')} subtitle={t('invite.invalid.body')} />;
  }

  return (
    <>
      <AuthHeading
        title={t('invite.heading')}
        subtitle={subtitle ? t(subtitle.key, { company: subtitle.company }) : undefined}
      />
      <Alert type="info" showIcon style={{ marginBottom: token.marginLG }} title={t('invite.why')} />
      <Form<InviteValues>
        form={form}
        layout="vertical"
        disabled={submit.isPending}
        onFinish={(values) => submit.mutate(values)}
      >
        <NewPasswordFields label={t('invite.password')} emailOf={() => undefined} />
        <Button type="primary" htmlType="submit" block size="large" loading={submit.isPending}>
          {t('invite.submit')}
        </Button>
      </Form>
      <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center' }}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
