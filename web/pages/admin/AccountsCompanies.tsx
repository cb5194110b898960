// The companies tab of /admin/accounts: the customer companies assigned to the project manager,
// each with its primary account, its licensed platforms and its projects. A new company (listed
// for registration, assigned to the caller); its Chinese and English names corrected; a platform licensed or taken away (its accounts stop
// seeing the platform's materials at once); a project added, renamed or removed — a project that
// deliveries, branches, applies, reviews or simulation tasks name cannot be removed.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CloseOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Flex, Input, Modal, Popconfirm, Select, Tag, Tooltip, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  addCompany,
  addCompanyPlatform,
  addProject,
  editCompany,
  fetchCompanyOptions,
  listCompanies,
  removeCompanyPlatform,
  removeProject,
  renameProject,
} from '../../api/admin.ts';
import type { AdminCompany, AdminProject, CompanyBody } from '../../api/admin.ts';
import { ApiError } from '../../api/request.ts';
import { localName } from '../../components/format.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { stateTag } from './accountsModel.ts';

const spec = { keyword: param.text(100) };
const nameMax = 100;
const listKey = ['admin', 'accounts', 'companies'] as const;

/** What a dialog of this tab edits: a new company, a company's names, a platform or a project of one, or a project's name. */
type Dialog =
  | { kind: 'company' }
  | { kind: 'names'; company: AdminCompany }
  | { kind: 'platform'; company: AdminCompany }
  | { kind: 'project'; company: AdminCompany }
  | { kind: 'rename'; company: AdminCompany; project: AdminProject };
type DialogValues = { name?: string; nameEn?: string; platformId?: number };

/** One change of the tab, run by one mutation so that a single "busy" holds every button. */
type Change =
  | { kind: 'removePlatform'; company: AdminCompany; platformId: number }
  | { kind: 'removeProject'; project: AdminProject };

function EditDialog({ dialog, onClose }: { dialog: Dialog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DialogValues>();
  const options = useQuery({
    queryKey: ['admin', 'accounts', 'companyOptions'],
    queryFn: ({ signal }) => fetchCompanyOptions(signal),
    enabled: dialog?.kind === 'platform',
    staleTime: 5 * 60_000,
  });
  const save = useMutation({
    mutationFn: async (values: DialogValues) => {
      if (!dialog) return;
      const names = { name: values.name?.trim() ?? '', nameEn: values.nameEn?.trim() ?? '' } satisfies CompanyBody;
      if (dialog.kind === 'company') await addCompany(names);
      else if (dialog.kind === 'names') await editCompany(dialog.company.id, names);
      else if (dialog.kind === 'platform') await addCompanyPlatform(dialog.company.id, values.platformId!);
      else if (dialog.kind === 'project') await addProject(dialog.company.id, values.name!.trim());
      else await renameProject(dialog.project.id, values.name!.trim());
    },
    onSuccess: () => {
      notify({
        type: 'success',
        content: t(dialog?.kind === 'company' ? 'admin.accounts.companies.added' : 'common.operationSuccess'),
      });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });

  if (!dialog) return <Modal open={false} />;
  const company = dialog.kind === 'company' ? '' : localName(dialog.company, language);
  const title =
    dialog.kind === 'company'
      ? t('admin.accounts.companies.addTitle')
      : dialog.kind === 'names'
        ? t('admin.accounts.companies.editTitle')
        : dialog.kind === 'platform'
          ? t('admin.accounts.companies.addPlatformTitle', { company })
          : dialog.kind === 'project'
            ? t('admin.accounts.companies.addProjectTitle', { company })
            : t('admin.accounts.companies.renameProjectTitle');
  const held = dialog.kind === 'platform' ? new Set(dialog.company.platforms.map((p) => p.id)) : new Set<number>();
  const left = (options.data?.platforms ?? []).filter((p) => !held.has(p.id));
  const nameField = (name: 'name' | 'nameEn', label: string): ReactNode => (
    <Form.Item name={name} label={label} rules={[requiredText(t)]}>
      <Input maxLength={nameMax} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={title}
      okText={t('admin.accounts.companies.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DialogValues>
        form={form}
        layout="vertical"
        validateTrigger={validateTrigger}
        aria-label={title}
        initialValues={
          dialog.kind === 'rename'
            ? { name: dialog.project.name }
            : dialog.kind === 'names'
              ? { name: dialog.company.name, nameEn: dialog.company.nameEn }
              : {}
        }
        onFinish={(values) => save.mutate(values)}
      >
        {dialog.kind === 'company' || dialog.kind === 'names' ? (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t(
                dialog.kind === 'company' ? 'admin.accounts.companies.addHelp' : 'admin.accounts.companies.editHelp',
              )}
            />
            {nameField('name', t('admin.accounts.companies.name'))}
            {nameField('nameEn', t('admin.accounts.companies.nameEn'))}
          </>
        ) : dialog.kind === 'platform' ? (
          <Form.Item name="platformId" label={t('admin.accounts.companies.platform')} rules={[requiredSelect(t)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isLoading}
              notFoundContent={options.isLoading ? undefined : t('admin.accounts.companies.noPlatformLeft')}
              options={left.map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        ) : (
          nameField('name', t('admin.accounts.companies.project'))
        )}
      </Form>
    </Modal>
  );
}

/** A small icon button inside a tag (remove, rename), named for screen readers. */
function TagButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      type="text"
      size="small"
      aria-label={label}
      title={label}
      icon={icon}
      disabled={disabled}
      onClick={onClick}
      style={{ width: 18, minWidth: 18, height: 18, marginInlineStart: 2, fontSize: 10 }}
    />
  );
}

export function AccountsCompanies({ mayAsk }: { mayAsk: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Columns pinned to the sides only where there is room for the middle ones between them.
  const pinned = Grid.useBreakpoint().md === true;
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const query = useListQuery(spec, { keep: ['tab'] });
  const list = useListData([...listKey, 'list'], query.request, listCompanies, { enabled: mayAsk });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const change = useMutation({
    mutationFn: (c: Change) =>
      c.kind === 'removePlatform' ? removeCompanyPlatform(c.company.id, c.platformId) : removeProject(c.project.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
  if (list.error instanceof ApiError && list.error.status === 403) return <Navigate to="/noPermission" replace />;

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const none = (text: string) => <span style={{ color: token.colorTextQuaternary }}>{text}</span>;
  const addButton = (label: string, onClick: () => void) => (
    <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={onClick} disabled={change.isPending}>
      {label}
    </Button>
  );

  const columns: TableColumnsType<AdminCompany> = [
    {
      title: t('admin.accounts.companies.column.company'),
      key: 'company',
      width: 180,
      fixed: pinned ? 'left' : undefined,
      render: (_, row) => (
        <>
          <div>
            {localName(row, language)}
            <TagButton
              label={t('admin.accounts.companies.edit', { company: localName(row, language) })}
              icon={<EditOutlined />}
              disabled={change.isPending}
              onClick={() => setDialog({ kind: 'names', company: row })}
            />
          </div>
          <div style={secondary}>{language === 'en' ? row.name : row.nameEn}</div>
          <div style={secondary}>{t('admin.accounts.companies.accountCount', { count: row.accountCount })}</div>
        </>
      ),
    },
    {
      title: t('admin.accounts.companies.column.primary'),
      key: 'primary',
      width: 140,
      render: (_, row) => {
        if (!row.primary) return none(t('admin.accounts.companies.noPrimary'));
        const tag = stateTag(row.primary);
        return (
          <>
            <div>{row.primary.name}</div>
            <Tag color={tag.color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
              {t(tag.key)}
            </Tag>
          </>
        );
      },
    },
    {
      title: t('admin.accounts.companies.column.platforms'),
      key: 'platforms',
      width: 270,
      render: (_, row) => {
        const company = localName(row, language);
        return (
          <Flex gap={6} wrap align="center">
            {row.platforms.length === 0 ? none(t('admin.accounts.companies.noPlatforms')) : null}
            {row.platforms.map((platform) => (
              <Tag key={platform.id} color="geekblue" style={{ marginInlineEnd: 0, paddingInlineEnd: 2 }}>
                {platform.name}
                <Popconfirm
                  title={t('admin.accounts.companies.removePlatformTitle')}
                  description={
                    <div style={{ maxWidth: 320 }}>
                      {t('admin.accounts.companies.removePlatformConfirm', { company, platform: platform.name })}
                    </div>
                  }
                  okText={t('admin.accounts.companies.revoke')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    change
                      .mutateAsync({ kind: 'removePlatform', company: row, platformId: platform.id })
                      .catch(() => {})
                  }
                >
                  <span>
                    <TagButton
                      label={t('admin.accounts.companies.removePlatform', { platform: platform.name })}
                      icon={<CloseOutlined />}
                      disabled={change.isPending}
                    />
                  </span>
                </Popconfirm>
              </Tag>
            ))}
            {addButton(t('admin.accounts.companies.addPlatform'), () => setDialog({ kind: 'platform', company: row }))}
          </Flex>
        );
      },
    },
    {
      title: t('admin.accounts.companies.column.projects'),
      key: 'projects',
      render: (_, row) => {
        const company = localName(row, language);
        return (
          <Flex gap={6} wrap align="center">
            {row.projects.length === 0 ? none(t('admin.accounts.companies.noProjects')) : null}
            {row.projects.map((project) => (
              <Tag key={project.id} style={{ marginInlineEnd: 0, paddingInlineEnd: 2 }}>
                {project.name}
                <TagButton
                  label={t('admin.accounts.companies.renameProject', { project: project.name })}
                  icon={<EditOutlined />}
                  disabled={change.isPending}
                  onClick={() => setDialog({ kind: 'rename', company: row, project })}
                />
                {project.inUse ? (
                  <Tooltip title={t('admin.accounts.companies.projectInUse')}>
                    <span>
                      <TagButton
                        label={t('admin.accounts.companies.removeProject', { project: project.name })}
                        icon={<CloseOutlined />}
                        disabled
                      />
                    </span>
                  </Tooltip>
                ) : (
                  <Popconfirm
                    title={t('admin.accounts.companies.removeProjectTitle')}
                    description={
                      <div style={{ maxWidth: 320 }}>
                        {t('admin.accounts.companies.removeProjectConfirm', { company, project: project.name })}
                      </div>
                    }
                    okText={t('admin.accounts.companies.remove')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common.cancel')}
                    onConfirm={() => change.mutateAsync({ kind: 'removeProject', project }).catch(() => {})}
                  >
                    <span>
                      <TagButton
                        label={t('admin.accounts.companies.removeProject', { project: project.name })}
                        icon={<CloseOutlined />}
                        disabled={change.isPending}
                      />
                    </span>
                  </Popconfirm>
                )}
              </Tag>
            ))}
            {addButton(t('admin.accounts.companies.addProject'), () => setDialog({ kind: 'project', company: row }))}
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={token.margin} wrap style={{ marginBottom: token.marginSM }}>
        <p style={{ margin: 0, color: token.colorTextSecondary, flex: 1, minWidth: 260 }}>
          {t('admin.accounts.companies.intro')}
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'company' })}>
          {t('admin.accounts.companies.add')}
        </Button>
      </Flex>
      <ListSearchForm query={query}>
        <Form.Item name="keyword" label={t('admin.accounts.filter.keyword')}>
          <Input
            allowClear
            placeholder={t('admin.accounts.companies.keywordPlaceholder')}
            style={{ width: 'min(240px, calc(100vw - 250px))' }}
            maxLength={100}
          />
        </Form.Item>
      </ListSearchForm>
      <ListTable<AdminCompany, typeof spec>
        query={query}
        result={list}
        loading={!mayAsk || list.isFetching}
        columns={columns}
        scroll={{ x: 880 }}
        empty={t('admin.accounts.companies.empty')}
        emptyFiltered={t('admin.accounts.companies.emptyFiltered')}
      />
      <EditDialog dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
