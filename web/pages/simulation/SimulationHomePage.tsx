// /simulation (M13): the module's landing, four entries — a new task (for those who may submit),
// My submissions, Drafts and the download list — each a card linking to its screen.
import type { ReactNode } from 'react';
import { Card, Col, Row, Space, Typography, theme } from 'antd';
import { CloudDownloadOutlined, EditOutlined, PlusCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { submitCode } from '../../api/simulation.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { simulationPaths } from './simulationQuery.ts';
import './i18n/simulation.ts';

type Entry = { path: string; icon: ReactNode; key: string };

export default function SimulationHomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const permissions = usePermissions();
  const entries: Entry[] = [
    ...(permissions.has(submitCode) ? [{ path: simulationPaths.add, icon: <PlusCircleOutlined />, key: 'add' }] : []),
    { path: simulationPaths.submissions, icon: <UnorderedListOutlined />, key: 'submissions' },
    { path: simulationPaths.drafts, icon: <EditOutlined />, key: 'drafts' },
    { path: simulationPaths.downloads, icon: <CloudDownloadOutlined />, key: 'downloads' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('simulation.heading')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('simulation.intro')}</p>
      </div>
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.key} xs={24} sm={12} xl={6}>
            <Link to={entry.path} data-testid={`simulation-entry-${entry.key}`}>
              <Card hoverable style={{ height: '100%' }}>
                <Space align="start" size="middle">
                  <span style={{ fontSize: 28, color: token.colorPrimary }}>{entry.icon}</span>
                  <div>
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      {t(`simulation.nav.${entry.key}`)}
                    </Typography.Title>
                    <Typography.Text type="secondary">{t(`simulation.hub.${entry.key}`)}</Typography.Text>
                  </div>
                </Space>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
