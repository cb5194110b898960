// /admin/settings: the operator's settings (staff code admin.settings). The system-upgrade flag
// (confirmed before it is turned on; the route guard still lets staff reach this page meanwhile),
// the patch display switches for everyone, the per-company patch-set switches through the patch-set
// module's own calls (shown to holders of its code, admin.engineer), and the versions of the texts
// customers accept (SettingsDocuments.tsx).
import { Alert, Card, Flex, Modal, Skeleton, Space, Switch, Tag, Typography, theme } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCodes } from '../../../contract/menus.ts';
import { fetchDisplay, fetchMaintenance, saveDisplay, saveMaintenance } from '../../api/settings.ts';
import type { Display } from '../../api/settings.ts';
import { fetchAdminSwitches } from '../../api/patchset.ts';
import { CompanySwitchesTable } from './CompanySwitchesTable.tsx';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { useGranted } from '../../stores/menu.ts';
import { SettingsDocuments } from './SettingsDocuments.tsx';
import { QueryState } from './SettingsQueryState.tsx';
import './i18n/settings.ts';

const keys = {
  maintenance: ['settingsAdmin', 'maintenance'] as const,
  display: ['settingsAdmin', 'display'] as const,
  // The patch-set console's own cache entry: both pages show the same switches.
  companies: ['patchsetAdmin', 'switches'] as const,
};

function MaintenanceCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const flag = useQuery({ queryKey: keys.maintenance, queryFn: ({ signal }) => fetchMaintenance(signal) });
  const save = useMutation({
    mutationFn: saveMaintenance,
    onSuccess: (data) => {
      client.setQueryData(keys.maintenance, data);
      notify({
        type: 'success',
        content: t(data.on ? 'settingsAdmin.maintenance.turnedOn' : 'settingsAdmin.maintenance.turnedOff'),
      });
    },
  });
  const change = (on: boolean) => {
    if (!on) return save.mutate({ on });
    void modal.confirm({
      title: t('settingsAdmin.maintenance.confirmTitle'),
      content: t('settingsAdmin.maintenance.confirmContent'),
      okText: t('settingsAdmin.maintenance.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => save.mutateAsync({ on }).catch(() => {}),
    });
  };
  const on = flag.data?.on;
  return (
    <Card title={t('settingsAdmin.maintenance.title')}>
      {modalHolder}
      <Typography.Paragraph type="secondary">{t('settingsAdmin.maintenance.intro')}</Typography.Paragraph>
      {flag.data ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Flex align="center" gap={token.marginSM} wrap>
            <Switch
              checked={on}
              loading={save.isPending}
              aria-label={t('settingsAdmin.maintenance.label')}
              onChange={change}
            />
            <Typography.Text strong>{t('settingsAdmin.maintenance.label')}</Typography.Text>
            <Tag color={on ? 'orange' : 'green'}>
              {t(on ? 'settingsAdmin.maintenance.on' : 'settingsAdmin.maintenance.off')}
            </Tag>
          </Flex>
          <Alert type={on ? 'warning' : 'info'} showIcon title={t('settingsAdmin.maintenance.staffHint')} />
        </Space>
      ) : (
        <QueryState failed={flag.isError} onRetry={() => void flag.refetch()} />
      )}
    </Card>
  );
}

/** The per-company switches, read with the patch-set console's query (the same cache). */
function CompanySwitches() {
  const companies = useQuery({ queryKey: keys.companies, queryFn: ({ signal }) => fetchAdminSwitches(signal) });
  if (companies.isError) return <QueryState failed onRetry={() => void companies.refetch()} />;
  return <CompanySwitchesTable companies={companies.data ?? []} loading={companies.isPending} intro={false} />;
}

function DisplayCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const client = useQueryClient();
  const engineer = useGranted(staffCodes.engineer);
  const display = useQuery({ queryKey: keys.display, queryFn: ({ signal }) => fetchDisplay(signal) });
  const save = useMutation({
    mutationFn: saveDisplay,
    onSuccess: (data) => {
      client.setQueryData(keys.display, data);
      notify({ type: 'success', content: t('settingsAdmin.display.saved') });
    },
  });
  const row = (key: keyof Display) => (
    <Flex key={key} align="center" gap={token.marginSM} wrap>
      <Switch
        checked={display.data![key]}
        loading={save.isPending && save.variables !== undefined && save.variables[key] !== display.data![key]}
        disabled={save.isPending}
        aria-label={t(`settingsAdmin.display.${key}`)}
        onChange={(on) => save.mutate({ ...display.data!, [key]: on })}
      />
      <Typography.Text>{t(`settingsAdmin.display.${key}`)}</Typography.Text>
      <Tag color={display.data![key] ? 'green' : 'default'}>
        {t(display.data![key] ? 'settingsAdmin.display.shown' : 'settingsAdmin.display.hidden')}
      </Tag>
    </Flex>
  );
  return (
    <Card title={t('settingsAdmin.display.title')}>
      <Typography.Paragraph type="secondary">{t('settingsAdmin.display.intro')}</Typography.Paragraph>
      {display.data ? (
        <Space orientation="vertical" size="middle">
          {row('patchDisplay')}
          {row('patchsetDisplay')}
        </Space>
      ) : (
        <QueryState failed={display.isError} onRetry={() => void display.refetch()} />
      )}
      <Typography.Title level={5} style={{ marginTop: token.marginLG }}>
        {t('settingsAdmin.display.companies')}
      </Typography.Title>
      {engineer === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : engineer ? (
        <>
          <Typography.Paragraph type="secondary">{t('settingsAdmin.display.companiesIntro')}</Typography.Paragraph>
          <CompanySwitches />
        </>
      ) : (
        <Alert type="info" showIcon title={t('settingsAdmin.display.companiesNoAccess')} />
      )}
    </Card>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.settings.title')} intro={t('settingsAdmin.intro')} />
      <MaintenanceCard />
      <DisplayCard />
      <SettingsDocuments />
    </Space>
  );
}
