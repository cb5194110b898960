// The head of the module's list screens: the title, what the module does, "New task" for those who
// may submit, and tabs between the three lists (each its own address, so Back and refresh work).
import { Button, Flex, Tabs, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { submitCode } from '../../api/simulation.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { simulationPaths } from './simulationQuery.ts';
import './i18n/simulation.ts';

const tabs = [
  { path: simulationPaths.submissions, key: 'simulation.nav.submissions' },
  { path: simulationPaths.drafts, key: 'simulation.nav.drafts' },
  { path: simulationPaths.downloads, key: 'simulation.nav.downloads' },
] as const;

export function SimulationHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  return (
    <div>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div style={{ flex: 1, minWidth: 280 }}>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('simulation.heading')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('simulation.intro')}</p>
        </div>
        {permissions.has(submitCode) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(simulationPaths.add)}>
            {t('simulation.nav.add')}
          </Button>
        ) : null}
      </Flex>
      <Tabs
        activeKey={pathname.replace(/\/+$/, '')}
        onChange={(path) => void navigate(path)}
        items={tabs.map((tab) => ({ key: tab.path, label: t(tab.key) }))}
        style={{ marginBottom: -token.marginMD }}
      />
    </div>
  );
}
