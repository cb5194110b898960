// The users of one account group: a paged list filtered by keyword, platform and role, what each
// user holds now (its own grants and its roles, within the group), and roles set for the selected
// users at once (batchSetUser replaces their roles in this group).
import { useState } from 'react';
import { Button, Drawer, Empty, Input, Modal, Select, Space, Spin, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  batchSetUsers,
  fetchPlatformOptions,
  fetchRoleOptions,
  fetchUserFuncs,
  listUsers,
} from '../../api/accgroup.ts';
import type { GroupUser } from '../../api/accgroup.ts';
import { validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { GrantTree } from '../account/GrantTree.tsx';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { groupUserStatusColor, groupUserStatuses } from './groupUserStatus.ts';
import { usersSpec, useTabQuery } from './tabQuery.ts';

export function GroupUsers({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useTabQuery(usersSpec);
  const [selected, setSelected] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [funcsOf, setFuncsOf] = useState<GroupUser | null>(null);
  const list = useListData(['accgroup', 'users', groupId], query.request, (params) =>
    listUsers({ groupId, ...params }),
  );
  const platforms = useQuery({
    queryKey: ['accgroup', 'platforms', groupId],
    queryFn: () => fetchPlatformOptions(groupId),
  });
  const roles = useQuery({ queryKey: ['accgroup', 'roleOptions', groupId], queryFn: () => fetchRoleOptions(groupId) });

  const columns: TableColumnsType<GroupUser> = [
    { title: t('accgroup.users.column.name'), dataIndex: 'name', width: 120 },
    {
      title: t('accgroup.users.column.email'),
      dataIndex: 'email',
      width: 200,
      render: (value: string) => <span style={{ wordBreak: 'break-all' }}>{value}</span>,
    },
    {
      title: t('accgroup.users.column.state'),
      key: 'state',
      width: 120,
      render: (_, row) => (
        <Space size={4} wrap>
          {groupUserStatuses(row).map((status) => (
            <Tag key={status} color={groupUserStatusColor[status]} style={{ marginInlineEnd: 0 }}>
              {t(`accgroup.users.state.${status}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('accgroup.users.column.roles'),
      dataIndex: 'roles',
      render: (value: GroupUser['roles']) =>
        value.length ? (
          <Space size={[4, 4]} wrap>
            {value.map((r) => (
              <Tag key={r.id} color="blue" style={{ marginInlineEnd: 0 }}>
                {r.name}
              </Tag>
            ))}
          </Space>
        ) : (
          <span style={{ color: token.colorTextTertiary }}>{t('accgroup.users.noRoles')}</span>
        ),
    },
    {
      title: t('accgroup.users.column.platforms'),
      dataIndex: 'platforms',
      width: 220,
      render: (value: GroupUser['platforms']) => value.map((p) => p.name).join(t('accgroup.separator')),
    },
    {
      title: t('accgroup.users.column.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setFuncsOf(row)}>
          {t('accgroup.users.funcs')}
        </Button>
      ),
    },
  ];

  // The filter bar's own bottom margin spaces it from the selection row.
  return (
    <div>
      <ListSearchForm query={query}>
        <Form.Item name="keyword" label={t('accgroup.users.keyword')}>
          <Input
            allowClear
            maxLength={100}
            placeholder={t('accgroup.users.keywordPlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="platformId" label={t('accgroup.users.platform')}>
          <Select
            allowClear
            placeholder={t('accgroup.users.allPlatforms')}
            style={{ width: 160 }}
            options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="roleId" label={t('accgroup.users.role')}>
          <Select
            allowClear
            placeholder={t('accgroup.users.allRoles')}
            style={{ width: 160 }}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
      </ListSearchForm>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 12,
          flexWrap: 'wrap',
          marginBottom: token.marginMD,
        }}
      >
        <span style={{ color: token.colorTextSecondary }}>
          {t('accgroup.users.selected', { count: selected.length })}
        </span>
        <Button type="primary" disabled={selected.length === 0} onClick={() => setBatchOpen(true)}>
          {t('accgroup.users.batchSet')}
        </Button>
      </div>
      <ListTable<GroupUser, typeof usersSpec>
        query={query}
        result={list}
        columns={columns}
        scroll={{ x: 960 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        empty={t('accgroup.users.empty')}
      />
      {batchOpen ? (
        <BatchSetModal
          groupId={groupId}
          userIds={selected}
          roleOptions={roles.data ?? []}
          onClose={(done) => {
            setBatchOpen(false);
            if (done) setSelected([]);
          }}
        />
      ) : null}
      <Drawer
        open={funcsOf !== null}
        size={640}
        title={funcsOf ? t('accgroup.users.funcsTitle', { name: funcsOf.name }) : ''}
        onClose={() => setFuncsOf(null)}
        destroyOnHidden
      >
        {funcsOf ? <UserFuncs user={funcsOf} /> : null}
      </Drawer>
    </div>
  );
}

function BatchSetModal({
  groupId,
  userIds,
  roleOptions,
  onClose,
}: {
  groupId: number;
  userIds: number[];
  roleOptions: { id: number; name: string }[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const submit = useMutation({
    mutationFn: (roleIds: number[]) => batchSetUsers({ groupId, userIds, roleIds }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['accgroup'] });
      onClose(true);
    },
  });
  return (
    <Modal
      open
      title={t('accgroup.users.batchTitle', { count: userIds.length })}
      okText={t('accgroup.users.batchSubmit')}
      cancelText={t('common.cancel')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okButtonProps={{ loading: submit.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        disabled={submit.isPending}
        initialValues={{ roleIds: [] }}
        onFinish={(values) => submit.mutate(values.roleIds ?? [])}
      >
        <Form.Item
          name="roleIds"
          label={t('accgroup.users.batchRoles')}
          extra={t('accgroup.users.batchNote')}
          rules={[{ type: 'array', max: 50, message: t('accgroup.users.batchMax', { max: 50 }) }]}
          validateTrigger={validateTrigger}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('common.note.select')}
            options={roleOptions.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UserFuncs({ user }: { user: GroupUser }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const funcs = useQuery({ queryKey: ['accgroup', 'userFuncs', user.id], queryFn: () => fetchUserFuncs(user.id) });
  if (!funcs.data) return <Spin />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <span>{t('accgroup.users.funcsNote')}</span>
      <div>
        {t('accgroup.users.rolesLabel')}
        {user.roles.length
          ? user.roles.map((r) => (
              <Tag key={r.id} color="blue">
                {r.name}
              </Tag>
            ))
          : t('accgroup.users.noRoles')}
      </div>
      {funcs.data.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <GrantTree tree={funcs.data.tree} language={language} value={funcs.data.codes} disabled />
      )}
    </Space>
  );
}
