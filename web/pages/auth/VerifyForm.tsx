// E-mail verification: for an account locked because its e-mail went unverified for too long,
// or unlocked by the project manager after a force-lock. Sign-in (code 9999) sends it here.
import { useState } from 'react';
import { Alert, Button, Input, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useSearchParams } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { activateAccount } from '../../api/auth.ts';
import { emailRule, requiredText, validateTrigger } from '../../components/formRules.ts';
import { AuthHeading, showOnField, useRevalidateOnLanguage } from './authForm.tsx';
import { MailCodeField } from './MailCodeField.tsx';
import './i18n/forms.ts';
import { AuthOutcome } from './AuthOutcome.tsx';

type VerifyValues = { email: string; code: string };

export default function VerifyForm() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<VerifyValues>();
  useRevalidateOnLanguage(form);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: (values: VerifyValues) => activateAccount({ email: values.email.trim(), code: values.code.trim() }),
    onSuccess: (_envelope, values) => setDoneFor(values.email.trim()),
    onError: (error) => showOnField(form, error),
  });

  if (doneFor) {
    return <AuthOutcome title={t('verify.success.title')} subtitle={t('verify.success.subtitle')} username={doneFor} />;
  }

  return (
    <>
      <AuthHeading title={t('verify.heading')} subtitle={t('verify.subtitle')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: token.marginLG }}
        title={t('verify.why', { months: limits.emailVerifyCycleMonths })}
      />
      <Form<VerifyValues>
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
        <MailCodeField form={form} purpose="verify" />
        <Button type="primary" htmlType="submit" block size="large" loading={submit.isPending}>
          {t('verify.submit')}
        </Button>
      </Form>
      <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center' }}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
