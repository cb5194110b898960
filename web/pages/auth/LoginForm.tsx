// Sign-in (spec §2, §5): username, password, the captcha image and the NDA, which can be ticked
// only once it was opened and read to the end. Any refusal brings a new captcha (each answer is
// single-use); 999 and 9999 lead to the forced password update and the e-mail verification. The
// NDA version ticked goes along; a newer one published meanwhile is refused (409), and the box
// is cleared until the new text is read.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Checkbox, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Code } from '../../../contract/codes.ts';
import type { LoginData } from '../../../contract/auth.ts';
import type { Envelope } from '../../../contract/codes.ts';
import { captchaImage, login } from '../../api/auth.ts';
import type { LoginAction, LoginBody } from '../../api/auth.ts';
import { ApiError } from '../../api/request.ts';
import { Input, Password } from '../../antdPieces.ts';
import { redirectAfterLogin } from '../../guard.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { withQueries } from '../../lazyQueries.tsx';
import { saveCredentials, useSession } from '../../stores/session.ts';
import { AuthHeading, useRevalidateOnLanguage } from './authForm.tsx';
import { prefetchNda } from './ndaText.ts';

// The NDA dialog (antd Modal) loads when it is first wanted, not with the page; with the query
// client, which this form does without (its route renders it without: noQueries).
const loadNdaModal = withQueries(() => import('./NdaModal.tsx'));
const NdaModal = lazy(loadNdaModal);

type LoginValues = { username: string; password: string; code: string; nda?: boolean };

// Spec §5 triggers. The rules here are antd's own: web/components/formRules.ts reaches
// contract/rules.ts, which brings zod along (~30 KB gzip) — too much for the first page.
const validateTrigger = ['onBlur', 'onChange'];

/** The captcha image of this tab's verify-code, as an object URL; `refresh` asks for a new one. */
function useCaptcha() {
  const [round, setRound] = useState(0);
  const [image, setImage] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    captchaImage().then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ url: objectUrl, failed: false });
      },
      () => {
        if (live) setImage({ url: null, failed: true }); // the request layer has shown the error
      },
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [round]);
  return { ...image, refresh: () => setRound((value) => value + 1) };
}

const isSession = (data: LoginData | LoginAction): data is LoginData => 'token' in data;

/** Refusals that belong to one field; the rest (429 …) are the toast's alone. */
const fieldOfCode: Partial<Record<number, keyof LoginValues>> = {
  [Code.wrongPassword]: 'password',
  [Code.wrongCaptcha]: 'code',
  [Code.accountLocked]: 'username',
  [Code.accountInactive]: 'username',
};

export default function LoginForm() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  useRevalidateOnLanguage(form);
  const captcha = useCaptcha();
  const [ndaOpen, setNdaOpen] = useState(false);
  const [ndaWanted, setNdaWanted] = useState(false);
  const [ndaRead, setNdaRead] = useState(false);
  const [ndaVersion, setNdaVersion] = useState<string | undefined>(undefined);
  const [ndaRevision, setNdaRevision] = useState(0);
  const language = useSession((state) => state.language);
  // The text is fetched with the page (it is short), so the dialog opens with it.
  useEffect(() => prefetchNda(language), [language]);
  const openNda = () => {
    setNdaWanted(true);
    setNdaOpen(true);
  };
  // Reset and verification send the address back here.
  const username = (location.state as { username?: unknown } | null)?.username;

  const newCaptcha = () => {
    form.setFields([{ name: 'code', value: '', errors: [] }]);
    captcha.refresh();
  };

  // The sign-in call without TanStack Query, which this screen does without (QUALITY.md budget).
  const [signingIn, setSigningIn] = useState(false);
  const onSignedIn = (envelope: Envelope<LoginData | LoginAction>) => {
    const data = envelope.data;
    if (envelope.code === Code.ok && isSession(data)) {
      const { token: sessionToken, username: name, companyName, companyNameEn, email, isChild } = data;
      saveCredentials({ token: sessionToken, username: name, companyName, companyNameEn, email, isChild });
      void changeLanguage(data.language); // the account's language (spec §3)
      void navigate(redirectAfterLogin(searchParams.get('redirect')), { replace: true });
      return;
    }
    newCaptcha();
    if (isSession(data)) return;
    if (envelope.code === Code.passwordExpired) {
      void navigate(`/reset?${new URLSearchParams({ email: data.email, expired: '1' })}`);
    } else if (envelope.code === Code.verifyRequired) {
      void navigate(`/verify?${new URLSearchParams({ email: data.email })}`);
    }
  };
  const onRefused = (error: unknown) => {
    newCaptcha();
    if (error instanceof ApiError && error.code === Code.conflict) {
      // A new NDA version: the old tick does not count; its text is asked for again.
      setNdaRead(false);
      setNdaVersion(undefined);
      setNdaRevision((value) => value + 1);
      prefetchNda(language);
      form.setFields([{ name: 'nda', value: false, errors: [error.msg] }]);
      return;
    }
    // The request layer has shown the server's message; the field it concerns shows it too.
    const field = error instanceof ApiError && error.code !== null ? fieldOfCode[error.code] : undefined;
    if (field && error instanceof ApiError) form.setFields([{ name: field, errors: [error.msg] }]);
  };
  const signIn = (values: LoginBody) => {
    setSigningIn(true);
    login(values)
      .then(onSignedIn, onRefused)
      .finally(() => setSigningIn(false));
  };

  const acceptNda = (version: string) => {
    setNdaVersion(version);
    setNdaOpen(false);
    form.setFieldValue('nda', true);
    form.validateFields(['nda']).catch(() => {});
  };

  // Empty and whitespace-only are refused, as contract/rules.ts isBlank does for text.
  const required = [{ required: true, whitespace: true, message: t('common.note.input') }];
  const ndaRule = {
    validator: (_rule: unknown, value: unknown) =>
      value === true ? Promise.resolve() : Promise.reject(new Error(t('login.nda.required'))),
  };

  return (
    <>
      <AuthHeading title={t('login.heading')} subtitle={t('login.subtitle')} />
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={signingIn}
        initialValues={{ username: typeof username === 'string' ? username : undefined }}
        onFinish={(values) =>
          signIn({
            username: values.username.trim(),
            password: values.password,
            code: values.code.trim(),
            ndaVersion,
          })
        }
      >
        <Form.Item name="username" label={t('login.username')} rules={required} validateTrigger={validateTrigger}>
          <Input autoComplete="username" placeholder={t('login.usernamePlaceholder')} />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={required} validateTrigger={validateTrigger}>
          <Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('login.code')} required>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="code" rules={required} validateTrigger={validateTrigger} noStyle>
              <Input
                autoComplete="off"
                aria-label={t('login.code')}
                placeholder={t('login.codePlaceholder')}
                maxLength={10}
                style={{ flex: 1, minWidth: 0 }}
              />
            </Form.Item>
            <button
              type="button"
              onClick={captcha.refresh}
              title={t('login.codeRefresh')}
              aria-label={t('login.codeImage')}
              style={{
                flex: '0 0 120px',
                height: token.controlHeightLG,
                padding: 0,
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorFillQuaternary,
                color: token.colorTextSecondary,
                cursor: 'pointer',
                overflow: 'hidden',
              }}
            >
              {captcha.url ? (
                <img
                  src={captcha.url}
                  alt={t('login.codeImage')}
                  style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
                />
              ) : (
                t(captcha.failed ? 'login.codeRefresh' : 'common.loading')
              )}
            </button>
          </div>
        </Form.Item>
        <Form.Item style={{ marginBottom: token.marginMD }}>
          <div
            style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}
            title={ndaRead ? undefined : t('login.nda.readFirst')}
          >
            <Form.Item name="nda" valuePropName="checked" rules={[ndaRule]} validateTrigger={validateTrigger} noStyle>
              <Checkbox disabled={!ndaRead}>{t('login.nda.agree')}</Checkbox>
            </Form.Item>
            <Button
              type="link"
              size="small"
              onClick={openNda}
              onPointerEnter={() => void loadNdaModal()}
              onFocus={() => void loadNdaModal()}
              style={{ padding: 0, height: 'auto' }}
              disabled={false}
            >
              {t('login.nda.link')}
            </Button>
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signingIn}>
          {t('login.submit')}
        </Button>
      </Form>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
          marginTop: token.marginLG,
        }}
      >
        <Link to="/reset">{t('login.forgot')}</Link>
        <span style={{ color: token.colorTextSecondary }}>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </span>
      </div>
      {ndaWanted ? (
        <Suspense fallback={null}>
          <NdaModal
            open={ndaOpen}
            read={ndaRead}
            revision={ndaRevision}
            onRead={() => setNdaRead(true)}
            onClose={() => setNdaOpen(false)}
            onAccept={acceptNda}
          />
        </Suspense>
      ) : null}
    </>
  );
}
