// /admin/audit: the audit trail (staff code admin.audit) — the downloads dashboard, customer
// downloads and staff actions, one tab each; the tab is in the address like the filters, and each
// tab starts from its own plain filters.
import { Card, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { AuditActions } from './AuditActions.tsx';
import { AuditDashboard } from './AuditDashboard.tsx';
import { AuditDownloads } from './AuditDownloads.tsx';
import './i18n/audit.ts';

const tabs = ['dashboard', 'downloads', 'actions'] as const;
type Tab = (typeof tabs)[number];

export default function AuditPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: Tab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'dashboard';

  const body = (key: Tab) => {
    if (key !== tab) return null;
    if (key === 'dashboard') return <AuditDashboard />;
    return <Card>{key === 'downloads' ? <AuditDownloads /> : <AuditActions />}</Card>;
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.audit.title')} intro={t('audit.intro')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'dashboard' ? {} : { tab: key })}
        items={tabs.map((key) => ({ key, label: t(`audit.tab.${key}`), children: body(key) }))}
      />
    </Space>
  );
}
