// /account/accountAdd and /account/accountEdit?id= (M08; account.manage): name, e-mail, phone,
// module permissions (a tree of what the primary itself holds; at least one module, spec §5) and
// the company's projects the child may not see. A new child is mailed its invitation link; a changed
// address is mailed a confirmation link and counts only once confirmed, and the answer is the same
// whether or not the address already has an account (decision 0008).
import { Alert, Button, Card, Col, Input, Result, Row, Select, Space, Spin, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { addChild, editChild, fetchChild, fetchCompanyProjects, fetchGrantableModules } from '../../api/account.ts';
import type { ChildAccountBody, ChildAccountDetail } from '../../api/account.ts';
import { ApiError } from '../../api/request.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { emailRule, nameRule, phoneRule, requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { showOnField, useRevalidateOnLanguage } from '../auth/authForm.tsx';
import { hasModule } from './accountModel.ts';
import { GrantTree } from './GrantTree.tsx';
import { GroupRolesNote } from './GroupRoles.tsx';
import './i18n/account.ts';
import { emailMaxLength, phoneMaxLength } from '../../../contract/rules.ts';

type Values = { name: string; email: string; phone: string; menuCodes: string[]; unauthorizedProjectIds: number[] };

export default function AccountFormPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isEdit = pathname.endsWith('/accountEdit');
  const id = Number(searchParams.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const isChild = useSession((state) => state.isChild);
  const permissions = usePermissions();
  const mayManage = permissions.known ? permissions.has('account.manage') && !isChild : undefined;

  const detail = useQuery({
    queryKey: ['account', 'detail', id],
    queryFn: ({ signal }) => fetchChild(id, signal),
    enabled: isEdit && validId && mayManage === true,
    retry: false,
  });

  if (mayManage === false) return <Navigate to="/noPermission" replace />;
  if (isEdit && (!validId || (detail.error instanceof ApiError && detail.error.status === 404)))
    return <ChildNotFound />;
  if (mayManage === undefined || (isEdit && !detail.data)) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin />
      </div>
    );
  }
  return <ChildForm key={isEdit ? id : 'new'} current={isEdit ? detail.data : undefined} />;
}

export function ChildNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('account.detail.notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate('/account')}>
          {t('account.detail.backToList')}
        </Button>
      }
    />
  );
}

function ChildForm({ current }: { current?: ChildAccountDetail }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useSession((state) => state.language);
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguage(form);

  const grantable = useQuery({ queryKey: ['account', 'grantable'], queryFn: fetchGrantableModules });
  const projects = useQuery({ queryKey: ['account', 'projects'], queryFn: fetchCompanyProjects });

  const save = useMutation({
    mutationFn: (body: ChildAccountBody) =>
      current
        ? editChild({ ...body, id: current.id }).then((data) => ({
            childId: current.id,
            confirmationSent: data.confirmationSent,
          }))
        : addChild(body).then((data) => ({ childId: data.id, confirmationSent: true })),
    onSuccess: ({ childId, confirmationSent }, body) => {
      const content = !current
        ? t('account.form.invited', { email: body.email })
        : confirmationSent
          ? t('account.form.confirmationSent', { email: body.email })
          : t('common.operationSuccess');
      notify({ type: 'success', content });
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void navigate(current ? `/account/accountView?id=${childId}` : '/account', { replace: true });
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

  const modulesRule: FormRule = {
    required: true,
    validator: (_rule, value: string[] | undefined) =>
      hasModule(value) ? Promise.resolve() : Promise.reject(new Error(t('account.form.needModules'))),
  };

  const onFinish = (values: Values) =>
    save.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      menuCodes: values.menuCodes,
      unauthorizedProjectIds: values.unauthorizedProjectIds ?? [],
    });

  const sectionTitle = (text: string) => <span style={{ fontSize: token.fontSizeLG, fontWeight: 600 }}>{text}</span>;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
        {t(current ? 'account.edit.title' : 'account.add.title')}
      </h1>
      {grantable.isError || projects.isError ? (
        <Alert type="error" showIcon title={t('account.form.loadError')} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={save.isPending}
        initialValues={{
          name: current?.name ?? '',
          // A proposed address still waiting is what the primary last asked for: saving it again sends nothing.
          email: current?.pendingEmail ?? current?.email ?? '',
          phone: current?.phone ?? '',
          menuCodes: current?.menuCodes ?? [],
          unauthorizedProjectIds: current?.unauthorizedProjectIds ?? [],
        }}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={sectionTitle(t('account.form.basic'))}>
            <Row gutter={24}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="name"
                  label={t('account.form.name')}
                  rules={[requiredText(t), nameRule(t)]}
                  validateTrigger={validateTrigger}
                  validateFirst
                >
                  <Input maxLength={50} autoComplete="off" placeholder={t('account.form.namePlaceholder')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="email"
                  label={t('account.form.email')}
                  rules={[requiredText(t), emailRule(t)]}
                  validateTrigger={validateTrigger}
                  validateFirst
                >
                  <Input
                    maxLength={emailMaxLength}
                    autoComplete="off"
                    inputMode="email"
                    placeholder={t('account.form.emailPlaceholder')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="phone"
                  label={t('account.form.phone')}
                  rules={[requiredText(t), phoneRule(t)]}
                  validateTrigger={validateTrigger}
                  validateFirst
                >
                  <Input
                    maxLength={phoneMaxLength}
                    autoComplete="off"
                    inputMode="tel"
                    placeholder={t('account.form.phonePlaceholder')}
                  />
                </Form.Item>
              </Col>
            </Row>
            {current ? (
              <Alert
                type="info"
                showIcon
                title={
                  current.pendingEmail
                    ? t('account.form.emailPending', { pending: current.pendingEmail, email: current.email })
                    : t('account.form.emailChangeHint')
                }
              />
            ) : (
              <Alert type="info" showIcon title={t('account.form.inviteHint')} />
            )}
          </Card>
          <Card title={sectionTitle(t('account.form.access'))}>
            {current ? <GroupRolesNote child={current} tree={grantable.data ?? []} /> : null}
            <Form.Item
              name="menuCodes"
              label={t('account.form.modules')}
              extra={t('account.form.modulesHelp')}
              rules={[modulesRule]}
              validateTrigger={validateTrigger}
            >
              {grantable.isPending ? <Spin /> : <GrantTree tree={grantable.data ?? []} language={language} />}
            </Form.Item>
            <Form.Item
              name="unauthorizedProjectIds"
              label={t('account.form.projects')}
              extra={t('account.form.projectsHelp')}
              style={{ marginBottom: 0 }}
            >
              <Select
                mode="multiple"
                allowClear
                loading={projects.isPending}
                placeholder={t('account.form.projectsPlaceholder')}
                notFoundContent={t('account.form.noProjects')}
                optionFilterProp="label"
                options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
                style={{ maxWidth: 560 }}
              />
            </Form.Item>
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t(current ? 'account.form.submitEdit' : 'account.form.submitAdd')}
            </Button>
            <Button onClick={() => void navigate(-1)} disabled={save.isPending}>
              {t('account.form.cancel')}
            </Button>
          </Space>
        </Space>
      </Form>
    </Space>
  );
}
