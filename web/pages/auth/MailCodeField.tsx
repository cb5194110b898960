// The e-mail code input and its send button, shared by register, reset and verify: the address
// is checked first, then 60 s (loginLimits.mailCodeResendMs) pass before the next code.
import { useEffect, useState } from 'react';
import { Button, Input } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { loginLimits } from '../../../contract/limits.ts';
import { sendMailCode } from '../../api/auth.ts';
import type { MailCodePurpose } from '../../api/auth.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';

/** Seconds left before a new code may be asked for; `start` begins a new countdown. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
}

type MailCodeFieldProps = {
  form: FormInstance;
  purpose: MailCodePurpose;
  /** The form field holding the address the code goes to. */
  emailField?: string;
  name?: string;
};

export function MailCodeField({ form, purpose, emailField = 'email', name = 'code' }: MailCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: (email: string) => sendMailCode(purpose, email),
    onSuccess: (_envelope, email) => {
      countdown.start(loginLimits.mailCodeResendMs / 1000);
      notify({ type: 'success', content: t('auth.codeSent', { email, minutes: loginLimits.mailCodeLifeMs / 60_000 }) });
    },
    // The request layer has shown the server's answer (e.g. 'Please wait N s…').
  });

  const onSend = async () => {
    let email: string;
    try {
      email = ((await form.validateFields([emailField])) as Record<string, string>)[emailField].trim();
    } catch {
      return; // the e-mail field shows what is wrong
    }
    send.mutate(email);
  };

  const label = t('auth.mailCode');
  return (
    <Form.Item label={label} required>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name={name} rules={[requiredText(t)]} validateTrigger={validateTrigger} noStyle>
          <Input
            aria-label={label}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={10}
            placeholder={t('auth.mailCodePlaceholder')}
            style={{ flex: 1 }}
          />
        </Form.Item>
        <Button
          onClick={() => void onSend()}
          loading={send.isPending}
          disabled={countdown.left > 0}
          style={{ minWidth: 128 }}
        >
          {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
