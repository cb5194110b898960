// A new password and its confirmation, under the sign-in rules (spec §5; the server's check of the
// password follows). Register, reset and the invitation ask for one the same way.
import { Input } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import { defaultPasswordPolicy } from '../../../contract/limits.ts';
import {
  confirmRule,
  passwordPolicyRule,
  requiredText,
  serverPasswordRule,
  validateTrigger,
} from '../../components/formRules.ts';

/** `emailOf`: the account's address, which the server's check compares the password with. */
export function NewPasswordFields({ label, emailOf }: { label: string; emailOf: () => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[requiredText(t), passwordPolicyRule(t), serverPasswordRule(t, emailOf)]}
        validateTrigger={validateTrigger}
        validateFirst
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={t('auth.passwordPlaceholder', {
            min: defaultPasswordPolicy.minLength,
            max: defaultPasswordPolicy.maxLength,
          })}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[requiredText(t), confirmRule(t)]}
        validateTrigger={validateTrigger}
        validateFirst
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
