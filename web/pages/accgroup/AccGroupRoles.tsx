// The customer roles of one account group: a paged list with a keyword filter, a form to create or
// edit a role (a new role may take its functions at once), and the role's functions as a tree of
// what the group allows.
import { useState } from 'react';
import { Button, Drawer, Empty, Input, Modal, Space, Spin } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { roleDescriptionMax, roleNameMax } from '../../../contract/accgroup-limits.ts';
import {
  createRole,
  fetchGroupFuncs,
  fetchRoleFuncs,
  listRoles,
  saveRoleFuncs,
  updateRole,
} from '../../api/accgroup.ts';
import type { CustRole, FuncTree } from '../../api/accgroup.ts';
import { ApiError } from '../../api/request.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { GrantTree } from '../account/GrantTree.tsx';
import { showOnField } from '../auth/authForm.tsx';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { rolesSpec, useTabQuery } from './tabQuery.ts';
import { formatTime } from '../../components/format.ts';

type RoleValues = { name: string; description?: string; codes?: string[] };

export function GroupRoles({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const query = useTabQuery(rolesSpec);
  const [editing, setEditing] = useState<CustRole | 'new' | null>(null);
  const [funcsOf, setFuncsOf] = useState<CustRole | null>(null);
  const list = useListData(['accgroup', 'roles', groupId], query.request, (params) =>
    listRoles({ groupId, ...params }),
  );

  const columns: TableColumnsType<CustRole> = [
    { title: t('accgroup.roles.column.name'), dataIndex: 'name', width: 160 },
    {
      title: t('accgroup.roles.column.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    { title: t('accgroup.roles.column.funcs'), dataIndex: 'funcCount', width: 110, align: 'right' },
    { title: t('accgroup.roles.column.users'), dataIndex: 'userCount', width: 100, align: 'right' },
    { title: t('accgroup.roles.column.creator'), dataIndex: 'creator', width: 110 },
    { title: t('accgroup.roles.column.updated'), dataIndex: 'updatedAt', width: 150, render: formatTime },
    {
      title: t('accgroup.roles.column.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setEditing(row)}>
            {t('accgroup.roles.edit')}
          </Button>
          <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setFuncsOf(row)}>
            {t('accgroup.roles.funcs')}
          </Button>
        </Space>
      ),
    },
  ];

  // The filter bar's own bottom margin spaces the row from the table.
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 480px' }}>
          <ListSearchForm query={query}>
            <Form.Item name="keyword" label={t('accgroup.roles.keyword')}>
              <Input
                allowClear
                maxLength={100}
                placeholder={t('accgroup.roles.keywordPlaceholder')}
                style={{ width: 220 }}
              />
            </Form.Item>
          </ListSearchForm>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('accgroup.roles.create')}
        </Button>
      </div>
      <ListTable<CustRole, typeof rolesSpec>
        query={query}
        result={list}
        columns={columns}
        scroll={{ x: 900 }}
        empty={t('accgroup.roles.empty')}
      />
      {editing ? (
        <RoleForm groupId={groupId} role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Drawer
        open={funcsOf !== null}
        size={640}
        title={funcsOf ? t('accgroup.roles.funcsTitle', { name: funcsOf.name }) : ''}
        onClose={() => setFuncsOf(null)}
        destroyOnHidden
      >
        {funcsOf ? <RoleFuncs role={funcsOf} onDone={() => setFuncsOf(null)} /> : null}
      </Drawer>
    </div>
  );
}

function RoleForm({ groupId, role, onClose }: { groupId: number; role: CustRole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleValues>();
  // A new role may take its functions at once, from what the group allows.
  const allowed = useQuery({
    queryKey: ['accgroup', 'funcs', groupId],
    queryFn: () => fetchGroupFuncs(groupId),
    enabled: role === null,
  });
  const allowedTree = allowed.data
    ? allowed.data.tree
        .filter((m) => allowed.data.codes.includes(m.code))
        .map((m) => ({ ...m, children: m.children.filter((c) => allowed.data.codes.includes(c.code)) }))
    : [];
  const submit = useMutation({
    mutationFn: async (values: RoleValues) => {
      if (role) await updateRole({ id: role.id, name: values.name, description: values.description ?? '' });
      else
        await createRole({
          groupId,
          name: values.name,
          description: values.description ?? '',
          codes: values.codes ?? [],
        });
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['accgroup'] });
      onClose();
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
  return (
    <Modal
      open
      width={role ? 520 : 720}
      title={t(role ? 'accgroup.roles.editTitle' : 'accgroup.roles.createTitle')}
      okText={t('accgroup.roles.submit')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: submit.isPending }}
      destroyOnHidden
    >
      <Form<RoleValues>
        form={form}
        layout="vertical"
        disabled={submit.isPending}
        initialValues={role ? { name: role.name, description: role.description } : { codes: [] }}
        onFinish={(values) => submit.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('accgroup.roles.form.name')}
          rules={[
            requiredText(t),
            { max: roleNameMax, message: t('accgroup.roles.form.nameMax', { max: roleNameMax }) },
          ]}
          validateTrigger={validateTrigger}
        >
          <Input maxLength={roleNameMax} showCount placeholder={t('accgroup.roles.form.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('accgroup.roles.form.description')}
          rules={[
            { max: roleDescriptionMax, message: t('accgroup.roles.form.descriptionMax', { max: roleDescriptionMax }) },
          ]}
          validateTrigger={validateTrigger}
        >
          <Input.TextArea maxLength={roleDescriptionMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        {role ? null : (
          <Form.Item name="codes" label={t('accgroup.roles.form.funcs')} extra={t('accgroup.roles.form.funcsNote')}>
            {allowed.data ? <GrantTree tree={allowedTree} language={language} /> : <Spin />}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function RoleFuncs({ role, onDone }: { role: CustRole; onDone: () => void }) {
  const funcs = useQuery({ queryKey: ['accgroup', 'roleFuncs', role.id], queryFn: () => fetchRoleFuncs(role.id) });
  if (!funcs.data) return <Spin />;
  return <RoleFuncsDraft key={JSON.stringify(funcs.data)} role={role} saved={funcs.data} onDone={onDone} />;
}

function RoleFuncsDraft({ role, saved, onDone }: { role: CustRole; saved: FuncTree; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState(saved.codes);
  const save = useMutation({
    mutationFn: () => saveRoleFuncs(role.id, codes),
    onSuccess: (next) => {
      queryClient.setQueryData(['accgroup', 'roleFuncs', role.id], next);
      void queryClient.invalidateQueries({ queryKey: ['accgroup', 'roles'] });
      void queryClient.invalidateQueries({ queryKey: ['accgroup', 'userFuncs'] });
      notify({ type: 'success', content: t('common.operationSuccess') });
      onDone();
    },
  });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <span>{t('accgroup.roles.funcsNote')}</span>
      {saved.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <GrantTree tree={saved.tree} language={language} value={codes} onChange={setCodes} disabled={save.isPending} />
      )}
      <Space>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {t('accgroup.roles.saveFuncs')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
      </Space>
    </Space>
  );
}
