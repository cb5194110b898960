// /personalCenter (M18, kept alive): the account's profile (spec §3 Account fields, the password's
// age and the date it must be changed by, the NDA accepted), a password change under the sign-in
// rules, the way to the home quick-navigation settings, and the message (e-mail) settings.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Descriptions, Input, Row, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { AppstoreOutlined, LockOutlined, MailOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { defaultPasswordPolicy } from '../../../contract/limits.ts';
import { changePassword, fetchProfile } from '../../api/personal.ts';
import type { PersonalProfile } from '../../api/personal.ts';
import { ApiError } from '../../api/request.ts';
import { useGranted } from '../../stores/menu.ts';
import {
  confirmRule,
  passwordPolicyRule,
  requiredText,
  serverPasswordRule,
  validateTrigger,
} from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { clearCredentials, useSession } from '../../stores/session.ts';
import { showOnField, useRevalidateOnLanguage } from '../auth/authForm.tsx';
import './i18n/personal.ts';
import { AccGroupEntry } from '../accgroup/AccGroupEntry.tsx';
import { MessageSettings } from '../message/MessageSettings.tsx';
import { formatTime } from '../../components/format.ts';

const dueSoonDays = 14;

type PasswordValues = { oldPassword: string; password: string; confirmPassword: string };

export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const access = useGranted('M18');
  const profile = useQuery({ queryKey: ['personal', 'profile'], queryFn: fetchProfile, enabled: access === true });

  const icon = (node: ReactNode) => <span style={{ color: token.colorPrimary, marginInlineEnd: 8 }}>{node}</span>;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('personalCenter.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('personal.intro')}</p>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card
            title={
              <>
                {icon(<UserOutlined />)}
                {t('personal.profile.title')}
              </>
            }
            loading={!profile.data}
            style={{ height: '100%' }}
          >
            {profile.data ? <ProfileFields profile={profile.data} /> : null}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            title={
              <>
                {icon(<LockOutlined />)}
                {t('personal.password.title')}
              </>
            }
            style={{ height: '100%' }}
          >
            <PasswordForm email={profile.data?.email} />
          </Card>
        </Col>
      </Row>
      <Card
        title={
          <>
            {icon(<AppstoreOutlined />)}
            {t('personal.nav.title')}
          </>
        }
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <span style={{ flex: '1 1 320px', color: token.colorTextSecondary }}>{t('personal.nav.summary')}</span>
          <Button type="primary" ghost onClick={() => void navigate('/personalCenter/systemMenuSettings')}>
            {t('personal.nav.open')}
          </Button>
        </div>
      </Card>
      {access === true ? <AccGroupEntry icon={icon(<TeamOutlined />)} /> : null}
      {access === true ? (
        <Card
          title={
            <>
              {icon(<MailOutlined />)}
              {t('message.title')}
            </>
          }
        >
          <MessageSettings />
        </Card>
      ) : null}
    </Space>
  );
}

function ProfileFields({ profile }: { profile: PersonalProfile }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const daysLeft = Math.ceil(dayjs(profile.passwordExpiresAt).diff(dayjs(), 'day', true));
  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('personal.profile.name'), children: profile.name },
          {
            key: 'email',
            label: t('personal.profile.email'),
            children: <span style={{ wordBreak: 'break-all' }}>{profile.email}</span>,
          },
          { key: 'phone', label: t('personal.profile.phone'), children: profile.phone || '—' },
          {
            key: 'company',
            label: t('personal.profile.company'),
            children: language === 'en' ? profile.companyNameEn : profile.companyName,
          },
          { key: 'type', label: t('personal.profile.type'), children: t(`personal.profile.types.${profile.type}`) },
          {
            key: 'lastLogin',
            label: t('personal.profile.lastLogin'),
            children: profile.lastLoginAt ? formatTime(profile.lastLoginAt) : t('personal.profile.never'),
          },
          {
            key: 'passwordAge',
            label: t('personal.profile.passwordAge'),
            children: t('personal.profile.passwordAgeDays', { count: profile.passwordAgeDays }),
          },
          {
            key: 'passwordDue',
            label: t('personal.profile.passwordDue'),
            children: (
              <Space size={6} wrap>
                {dayjs(profile.passwordExpiresAt).format('YYYY-MM-DD')}
                <Tag color={daysLeft <= dueSoonDays ? 'orange' : 'green'} style={{ marginInlineEnd: 0 }}>
                  {t('personal.profile.passwordDueSoon', { count: Math.max(0, daysLeft) })}
                </Tag>
              </Space>
            ),
          },
          {
            key: 'nda',
            label: t('personal.profile.nda'),
            span: 2,
            children: profile.ndaVersion
              ? t('personal.profile.ndaAccepted', {
                  version: profile.ndaVersion,
                  time: formatTime(profile.ndaAcceptedAt),
                })
              : t('personal.profile.ndaNone'),
          },
        ]}
      />
      <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>
        {t('personal.profile.passwordDueNote', { days: defaultPasswordPolicy.maxAgeDays })}
      </p>
    </>
  );
}

function PasswordForm({ email }: { email?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordValues>();
  useRevalidateOnLanguage(form);
  const submit = useMutation({
    mutationFn: (values: PasswordValues) => changePassword(values),
    onSuccess: () => {
      // The server ended every session of the account: this browser forgets it and signs in again.
      notify({ type: 'success', content: t('personal.password.done') });
      clearCredentials();
      queryClient.clear();
      void navigate('/login', { replace: true, state: { username: email } });
    },
    onError: (error) => {
      if (showOnField(form, error)) return;
      notify({
        type: 'error',
        content: error instanceof ApiError && error.msg ? error.msg : t('common.operationError'),
        closable: true,
      });
    },
  });
  const placeholder = t('auth.passwordPlaceholder', {
    min: defaultPasswordPolicy.minLength,
    max: defaultPasswordPolicy.maxLength,
  });
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      disabled={submit.isPending}
      onFinish={(values) => submit.mutate(values)}
    >
      <Form.Item
        name="oldPassword"
        label={t('personal.password.old')}
        rules={[requiredText(t)]}
        validateTrigger={validateTrigger}
      >
        <Input.Password autoComplete="current-password" placeholder={t('personal.password.oldPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('personal.password.new')}
        dependencies={['oldPassword']}
        rules={[requiredText(t), passwordPolicyRule(t), serverPasswordRule(t, () => email)]}
        validateTrigger={validateTrigger}
        validateFirst
      >
        <Input.Password autoComplete="new-password" placeholder={placeholder} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('personal.password.confirm')}
        dependencies={['password']}
        rules={[requiredText(t), confirmRule(t)]}
        validateTrigger={validateTrigger}
        validateFirst
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} />
      </Form.Item>
      <Alert type="info" showIcon title={t('personal.password.note')} style={{ marginBottom: 16 }} />
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('personal.password.submit')}
      </Button>
    </Form>
  );
}
