// /personalCenter/accountPermissionSettings (M18, for account-group managers, code accgroup.admin):
// the groups the user manages and, per group, the functions it allows (tree, save, reset), its
// customer roles (paged, create/edit, the role's functions) and its users (paged, platform and role
// filters, their functions, roles set for many at once). Group and tab live in the URL query.
import { Button, Card, Descriptions, Empty, Popconfirm, Select, Space, Spin, Tabs, Tag, theme } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { Navigate, useSearchParams } from 'react-router';
import {
  fetchGroupFuncs,
  fetchGroupManagers,
  fetchMyGroups,
  resetGroupFuncs,
  saveGroupFuncs,
} from '../../api/accgroup.ts';
import type { AccGroup, GroupFuncs } from '../../api/accgroup.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { GrantTree } from '../account/GrantTree.tsx';
import { GroupRoles } from './AccGroupRoles.tsx';
import { GroupUsers } from './AccGroupUsers.tsx';
import './i18n/accgroup.ts';
import { localName } from '../../components/format.ts';

const tabs = ['funcs', 'roles', 'users'] as const;
type TabKey = (typeof tabs)[number];

export default function AccountPermissionSettingsPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const permissions = usePermissions();
  const mayManage = permissions.known ? permissions.has('M18') && permissions.has('accgroup.admin') : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const groups = useQuery({ queryKey: ['accgroup', 'groups'], queryFn: fetchMyGroups, enabled: mayManage === true });

  if (mayManage === false) return <Navigate to="/noPermission" replace />;
  const header = (
    <div>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
        {t('personalCenter.accountPermissionSettings.title')}
      </h1>
      <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('accgroup.intro')}</p>
    </div>
  );
  if (!groups.data) {
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {header}
        <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
          <Spin />
        </div>
      </Space>
    );
  }
  if (groups.data.length === 0) {
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {header}
        <Card>
          <Empty description={t('accgroup.noGroups')} />
        </Card>
      </Space>
    );
  }

  const asked = Number(searchParams.get('groupId'));
  const group = groups.data.find((g) => g.id === asked) ?? groups.data[0];
  const tabParam = searchParams.get('tab');
  const tab: TabKey = (tabs as readonly string[]).includes(tabParam ?? '') ? (tabParam as TabKey) : 'funcs';
  const go = (next: { groupId?: number; tab?: TabKey }) =>
    setSearchParams({ groupId: String(next.groupId ?? group.id), tab: next.tab ?? tab }, { replace: true });
  const groupName = (g: AccGroup) => localName(g, language);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>{header}</div>
        <Space wrap>
          <span>{t('accgroup.group.choose')}</span>
          <Select
            aria-label={t('accgroup.group.choose')}
            value={group.id}
            style={{ minWidth: 220 }}
            options={groups.data.map((g) => ({ value: g.id, label: groupName(g) }))}
            onChange={(id: number) => go({ groupId: id, tab })}
          />
        </Space>
      </div>
      <GroupSummary group={group} name={groupName(group)} />
      <Card styles={{ body: { paddingTop: token.paddingXS } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key as TabKey })}
          destroyOnHidden
          items={[
            {
              key: 'funcs',
              label: t('accgroup.tabs.funcs'),
              children: <GroupFuncsEditor groupId={group.id} key={group.id} />,
            },
            {
              key: 'roles',
              label: t('accgroup.tabs.roles'),
              children: <GroupRoles groupId={group.id} key={group.id} />,
            },
            {
              key: 'users',
              label: t('accgroup.tabs.users'),
              children: <GroupUsers groupId={group.id} key={group.id} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
}

function GroupSummary({ group, name }: { group: AccGroup; name: string }) {
  const { t } = useTranslation();
  const managers = useQuery({
    queryKey: ['accgroup', 'managers', group.id],
    queryFn: () => fetchGroupManagers(group.id),
  });
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'name', label: t('accgroup.group.name'), children: name },
          {
            key: 'managers',
            label: t('accgroup.group.managers'),
            children: managers.data
              ? managers.data
                  .map((m) => t('accgroup.group.manager', { name: m.name, email: m.email }))
                  .join(t('accgroup.separator'))
              : '…',
          },
          { key: 'members', label: t('accgroup.group.members'), children: group.memberCount },
          { key: 'roles', label: t('accgroup.group.roles'), children: group.roleCount },
          ...(group.description
            ? [{ key: 'description', label: t('accgroup.group.description'), children: group.description, span: 4 }]
            : []),
        ]}
      />
    </Card>
  );
}

function GroupFuncsEditor({ groupId }: { groupId: number }) {
  const funcs = useQuery({ queryKey: ['accgroup', 'funcs', groupId], queryFn: () => fetchGroupFuncs(groupId) });
  if (!funcs.data) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  // Remounted whenever the saved functions change, so the draft starts from them.
  return <FuncsDraft key={JSON.stringify(funcs.data)} groupId={groupId} saved={funcs.data} />;
}

function FuncsDraft({ groupId, saved }: { groupId: number; saved: GroupFuncs }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState(saved.codes);
  const settle = (next: GroupFuncs) => {
    queryClient.setQueryData(['accgroup', 'funcs', groupId], next);
    void queryClient.invalidateQueries({ queryKey: ['accgroup', 'groups'] });
    void queryClient.invalidateQueries({ queryKey: ['accgroup', 'roleFuncs'] });
    void queryClient.invalidateQueries({ queryKey: ['accgroup', 'userFuncs'] });
    notify({ type: 'success', content: t('common.operationSuccess') });
  };
  const save = useMutation({ mutationFn: () => saveGroupFuncs(groupId, codes), onSuccess: settle });
  const reset = useMutation({ mutationFn: () => resetGroupFuncs(groupId), onSuccess: settle });
  const busy = save.isPending || reset.isPending;
  const changed = JSON.stringify(codes) !== JSON.stringify(saved.codes);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Tag color={saved.customFuncs ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
          {t(saved.customFuncs ? 'accgroup.funcs.custom' : 'accgroup.funcs.default')}
        </Tag>
        <span style={{ flex: '1 1 360px', color: token.colorTextSecondary }}>{t('accgroup.funcs.intro')}</span>
        <Space wrap>
          <Popconfirm
            title={t('accgroup.funcs.resetTitle')}
            description={<div style={{ maxWidth: 320 }}>{t('accgroup.funcs.resetConfirm')}</div>}
            okText={t('accgroup.funcs.reset')}
            cancelText={t('common.cancel')}
            onConfirm={() => reset.mutateAsync().catch(() => {})}
          >
            <Button loading={reset.isPending} disabled={busy && !reset.isPending}>
              {t('accgroup.funcs.reset')}
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={(busy && !save.isPending) || !changed}
            onClick={() => save.mutate()}
          >
            {t('accgroup.funcs.save')}
          </Button>
        </Space>
      </div>
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>
        {t('accgroup.funcs.count', {
          count: codes.length,
          total: saved.tree.reduce((n, m) => n + 1 + m.children.length, 0),
        })}
      </div>
      {saved.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <GrantTree tree={saved.tree} language={language} value={codes} onChange={setCodes} disabled={busy} />
      )}
    </Space>
  );
}
