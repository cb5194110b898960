// A new password by mailed code. The same form serves the forced update of a password older
// than the policy allows: sign-in (code 999) sends the account here with ?email=…&expired=1.
import { useState } from 'react';
import { Alert, Button, Input, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useSearchParams } from 'react-router';
import { defaultPasswordPolicy } from '../../../contract/limits.ts';
import { updatePassword } from '../../api/auth.ts';
import { emailRule, requiredText, validateTrigger } from '../../components/formRules.ts';
import { AuthHeading, showOnField, useRevalidateOnLanguage } from './authForm.tsx';
import { MailCodeField } from './MailCodeField.tsx';
import './i18n/forms.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthOutcome } from './AuthOutcome.tsx';

type ResetValues = { email: string; code: string; password: string; confirmPassword: string };

export default function ResetForm() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('expired') === '1';
  const [form] = Form.useForm<ResetValues>();
  useRevalidateOnLanguage(form);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: (values: ResetValues) =>
      updatePassword({
        email: values.email.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    onSuccess: (_envelope, values) => setDoneFor(values.email.trim()),
    onError: (error) => showOnField(form, error),
  });

  if (doneFor) {
    return <AuthOutcome title={t('reset.success.title')} subtitle={t('reset.success.subtitle')} username={doneFor} />;
  }

  return (
    <>
      <AuthHeading
        title={t(expired ? 'reset.expired.heading' : 'reset.heading')}
        subtitle={expired ? undefined : t('reset.subtitle')}
      />
      {expired ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: token.marginLG }}
          title={t('reset.expired.title')}
          description={
            <>
              {t('reset.expired.body', { days: defaultPasswordPolicy.maxAgeDays })}{' '}
              <Link to="/updateGuidelines">{t('reset.expired.link')}</Link>
            </>
          }
        />
      ) : null}
      <Form<ResetValues>
        form={form}
        layout="vertical"
        disabled={submit.isPending}
        initialValues={{ email: searchParams.get('email') ?? '' }}
        onFinish={(values) => submit.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('auth.email')}
          rules={[requiredText(t), emailRule(t)]}
          validateTrigger={validateTrigger}
          validateFirst
        >
          <Input autoComplete="email" inputMode="email" placeholder={t('auth.emailPlaceholder')} />
        </Form.Item>
        <MailCodeField form={form} purpose="reset" />
        <NewPasswordFields
          label={t('auth.newPassword')}
          emailOf={() => form.getFieldValue('email') as string | undefined}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={submit.isPending}>
          {t(expired ? 'reset.expired.submit' : 'reset.submit')}
        </Button>
      </Form>
      <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center' }}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
