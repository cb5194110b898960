// Registration of a company's primary account: the compliance questionnaire, the
// legal company, the person, the password and the mailed code. The account then waits for a
// project manager's approval, which the success screen says.
import { useState } from 'react';
import { Button, Divider, Input, Radio, Select, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import { fetchComplianceItems, fetchLegalCompanies, register } from '../../api/auth.ts';
import {
  emailRule,
  nameRule,
  phoneRule,
  requiredSelect,
  requiredText,
  validateTrigger,
} from '../../components/formRules.ts';
import { useSession } from '../../stores/session.ts';
import { AuthHeading, showOnField, useRevalidateOnLanguage } from './authForm.tsx';
import { MailCodeField } from './MailCodeField.tsx';
import './i18n/forms.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthOutcome } from './AuthOutcome.tsx';

type Answer = 'yes' | 'no';
type RegisterValues = {
  answers?: Record<string, Answer>;
  companyId?: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  emailCode: string;
};

export default function RegisterForm() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const [form] = Form.useForm<RegisterValues>();
  useRevalidateOnLanguage(form);
  const [registered, setRegistered] = useState<string | null>(null);

  const items = useQuery({ queryKey: ['auth', 'complianceItems'], queryFn: fetchComplianceItems, staleTime: Infinity });
  const companies = useQuery({
    queryKey: ['auth', 'legalCompanies'],
    queryFn: fetchLegalCompanies,
    staleTime: Infinity,
  });

  const submit = useMutation({
    mutationFn: (values: RegisterValues) =>
      register({
        answers: (items.data ?? []).map((item) => ({
          itemId: item.id,
          answer: values.answers?.[String(item.id)] ?? 'yes',
        })),
        companyId: values.companyId ?? 0,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        emailCode: values.emailCode.trim(),
      }),
    onSuccess: (_envelope, values) => setRegistered(values.email.trim()),
    onError: (error) => showOnField(form, error, { code: 'emailCode' }),
  });

  if (registered) {
    return (
      <AuthOutcome
        title={t('register.success.title')}
        subtitle={t('register.success.subtitle', { email: registered })}
        username={registered}
      />
    );
  }

  const sectionTitle = (text: string) => (
    <Divider
      titlePlacement="start"
      style={{ margin: `0 0 ${token.marginMD}px`, fontSize: token.fontSize, fontWeight: 600 }}
    >
      {text}
    </Divider>
  );

  return (
    <>
      <AuthHeading title={t('register.heading')} subtitle={t('register.subtitle')} />
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        disabled={submit.isPending}
        scrollToFirstError
        onFinish={(values) => submit.mutate(values)}
      >
        {sectionTitle(t('register.compliance'))}
        <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{t('register.complianceHint')}</p>
        {items.isPending ? <p style={{ color: token.colorTextTertiary }}>{t('common.loading')}</p> : null}
        {(items.data ?? []).map((item, index) => (
          <Form.Item
            key={item.id}
            name={['answers', String(item.id)]}
            label={`${index + 1}. ${language === 'en' ? item.questionEn : item.question}`}
            rules={[requiredSelect(t)]}
            validateTrigger={validateTrigger}
          >
            <Radio.Group
              options={[
                { value: 'yes', label: t('register.yes') },
                { value: 'no', label: t('register.no') },
              ]}
            />
          </Form.Item>
        ))}

        {sectionTitle(t('register.account'))}
        <Form.Item
          name="companyId"
          label={t('register.company')}
          rules={[requiredSelect(t)]}
          validateTrigger={validateTrigger}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={companies.isPending}
            placeholder={t('register.companyPlaceholder')}
            options={(companies.data ?? []).map((company) => ({
              value: company.id,
              label: language === 'en' ? company.nameEn : company.name,
            }))}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
          <Form.Item
            name="name"
            label={t('register.name')}
            rules={[requiredText(t), nameRule(t)]}
            validateTrigger={validateTrigger}
            validateFirst
          >
            <Input autoComplete="name" maxLength={50} placeholder={t('register.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('register.phone')}
            rules={[requiredText(t), phoneRule(t)]}
            validateTrigger={validateTrigger}
            validateFirst
          >
            <Input autoComplete="tel" inputMode="tel" placeholder={t('register.phonePlaceholder')} />
          </Form.Item>
        </div>
        <Form.Item
          name="email"
          label={t('auth.email')}
          rules={[requiredText(t), emailRule(t)]}
          validateTrigger={validateTrigger}
          validateFirst
        >
          <Input autoComplete="email" inputMode="email" placeholder={t('auth.emailPlaceholder')} />
        </Form.Item>
        <MailCodeField form={form} purpose="register" name="emailCode" />
        <NewPasswordFields
          label={t('login.password')}
          emailOf={() => form.getFieldValue('email') as string | undefined}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={submit.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center', color: token.colorTextSecondary }}>
        {t('register.haveAccount')} <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
