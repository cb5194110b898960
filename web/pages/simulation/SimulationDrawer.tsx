// One task beside My submissions: its fields and current files, and its rounds with what the
// engineer returned, every file downloadable. A finished task offers Re-simulate (the server's
// `can`, checked again there) to those who may submit.
import { Alert, Button, Drawer, Space, Spin, Tabs } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { submitCode } from '../../api/simulation.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { SimulationFields, SimulationRounds } from './SimulationFields.tsx';
import { StatusTag } from './SimulationTags.tsx';
import { simulationPaths } from './simulationQuery.ts';
import { useSimulationOf } from './useSimulation.ts';
import './i18n/simulation.ts';

export function SimulationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { detail, notFound } = useSimulationOf(id);
  const task = detail.data;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={
        task ? (
          <Space size="small" wrap>
            <span>{t('simulation.detail.title', { taskNo: task.taskNo })}</span>
            <StatusTag status={task.status} />
          </Space>
        ) : (
          t('simulation.detail.loading')
        )
      }
      extra={
        task && task.can.resimulate && permissions.has(submitCode) ? (
          <Button
            type="primary"
            icon={<RedoOutlined />}
            onClick={() => void navigate(simulationPaths.resimulate(task.id), { state: { fromList: true } })}
          >
            {t('simulation.list.resimulate')}
          </Button>
        ) : null
      }
    >
      {id === null ? null : detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError || !task ? (
        <Alert
          type="error"
          showIcon
          title={t(notFound ? 'simulation.detail.notFound' : 'simulation.detail.loadError')}
          action={
            notFound ? null : (
              <Button size="small" onClick={() => void detail.refetch()}>
                {t('common.retry')}
              </Button>
            )
          }
        />
      ) : (
        <Tabs
          items={[
            { key: 'fields', label: t('simulation.detail.fields'), children: <SimulationFields task={task} /> },
            {
              key: 'rounds',
              label: t('simulation.detail.rounds', { count: task.rounds.length }),
              children: <SimulationRounds rounds={task.rounds} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
