// /account/accountView?id= (M08): one child account — its fields (spec §3 Account), the module
// permissions it was granted (by name, grouped by module), what its account-group roles add, and
// the projects it may not see.
import { Button, Card, Descriptions, Empty, Space, Spin, Tag, theme } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { fetchChild, fetchCompanyProjects, fetchGrantableModules } from '../../api/account.ts';
import { ApiError } from '../../api/request.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { useSession } from '../../stores/session.ts';
import { ChildNotFound } from './AccountFormPage.tsx';
import { grantedModules, statusColor, statusesOf } from './accountModel.ts';
import { GroupRolesCard, InactiveGrantsNote } from './GroupRoles.tsx';
import { ModuleGrid } from './ModuleGrid.tsx';
import './i18n/account.ts';
import { formatTime } from '../../components/format.ts';

export default function AccountViewPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const language = useSession((state) => state.language);
  const isChild = useSession((state) => state.isChild);
  const permissions = usePermissions();
  const mayView = permissions.known ? permissions.has('M08') && !isChild : undefined;

  const detail = useQuery({
    queryKey: ['account', 'detail', id],
    queryFn: ({ signal }) => fetchChild(id, signal),
    enabled: validId && mayView === true,
    retry: false,
  });
  const grantable = useQuery({
    queryKey: ['account', 'grantable'],
    queryFn: fetchGrantableModules,
    enabled: mayView === true,
  });
  const projects = useQuery({
    queryKey: ['account', 'projects'],
    queryFn: fetchCompanyProjects,
    enabled: mayView === true,
  });

  if (mayView === false) return <Navigate to="/noPermission" replace />;
  if (!validId || (detail.error instanceof ApiError && detail.error.status === 404)) return <ChildNotFound />;
  const child = detail.data;
  if (!child) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin />
      </div>
    );
  }

  const statuses = statusesOf(child);
  const granted = grantedModules(grantable.data ?? [], child.menuCodes, language);
  const projectName = new Map((projects.data ?? []).map((project) => [project.id, project.name]));
  const sectionTitle = (text: string) => <span style={{ fontSize: token.fontSizeLG, fontWeight: 600 }}>{text}</span>;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{child.name}</h1>
        {statuses.map((status) => (
          <Tag key={status} color={statusColor[status]}>
            {t(`account.status.${status}`)}
          </Tag>
        ))}
        {permissions.has('account.manage') ? (
          <Button
            icon={<EditOutlined />}
            style={{ marginLeft: 'auto' }}
            onClick={() => void navigate(`/account/accountEdit?id=${child.id}`)}
          >
            {t('account.detail.edit')}
          </Button>
        ) : null}
      </div>
      <Card title={sectionTitle(t('account.detail.basic'))}>
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'name', label: t('account.list.column.name'), children: child.name },
            {
              key: 'email',
              label: t('account.list.column.email'),
              children: (
                <span>
                  {child.email}
                  {child.pendingEmail ? (
                    <span style={{ color: token.colorTextTertiary }}>
                      {' '}
                      · {t('account.list.pendingEmail', { email: child.pendingEmail })}
                    </span>
                  ) : null}
                </span>
              ),
            },
            { key: 'phone', label: t('account.list.column.phone'), children: child.phone },
            {
              key: 'status',
              label: t('account.list.column.status'),
              children: statuses.map((status) => t(`account.status.${status}`)).join(t('account.group.listSeparator')),
            },
            { key: 'type', label: t('account.list.column.type'), children: t(`account.type.${child.type}`) },
            {
              key: 'lastLogin',
              label: t('account.list.column.lastLogin'),
              children: child.lastLoginAt ? formatTime(child.lastLoginAt) : t('account.list.never'),
            },
            { key: 'creator', label: t('account.list.column.creator'), children: child.creator },
            { key: 'created', label: t('account.list.column.created'), children: formatTime(child.createdAt) },
            { key: 'updater', label: t('account.list.column.updater'), children: child.updater },
            { key: 'updated', label: t('account.list.column.updated'), children: formatTime(child.updatedAt) },
          ]}
        />
      </Card>
      <Card title={sectionTitle(t('account.detail.permissions'))} loading={grantable.isPending}>
        {granted.modules.length === 0 && granted.other.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.detail.noModules')} />
        ) : (
          <ModuleGrid
            granted={granted}
            label={t('account.detail.permissions')}
            otherTitle={t('account.detail.otherCodes')}
          />
        )}
        <InactiveGrantsNote child={child} tree={grantable.data ?? []} />
      </Card>
      <GroupRolesCard child={child} tree={grantable.data ?? []} />
      <Card title={sectionTitle(t('account.detail.projects'))} loading={projects.isPending}>
        {child.unauthorizedProjectIds.length === 0 ? (
          <span style={{ color: token.colorTextSecondary }}>{t('account.detail.noProjects')}</span>
        ) : (
          <Space wrap aria-label={t('account.detail.projects')}>
            {child.unauthorizedProjectIds.map((projectId) => (
              <Tag key={projectId} color="red">
                {projectName.get(projectId) ?? `#${projectId}`}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}
