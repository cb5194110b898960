// /simulation/addTask, /simulation/DraftList/EditTask?id= and /simulation/MySubmission/ReSimulation?id=
// (M13; writing needs simulation.submit): one form, three starts — empty, a draft of the caller's
// (saved again or submitted as that draft), or a finished task with its current files filled in
// (submitted as a new round). An id that is unknown, invisible or in the wrong state shows why, with
// a way back; never a blank form that the server would refuse.
import type { ReactNode } from 'react';
import { Alert, Button, Result, Skeleton, Space, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { submitCode } from '../../api/simulation.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { TaskForm } from './TaskForm.tsx';
import type { TaskFormMode } from './TaskForm.tsx';
import { idOf, simulationPaths } from './simulationQuery.ts';
import { useSimulationOf } from './useSimulation.ts';
import './i18n/simulation.ts';

const modes: Record<string, { mode: TaskFormMode; titleKey: string; back: string }> = {
  [simulationPaths.add]: { mode: 'add', titleKey: 'simulation.addTask.title', back: simulationPaths.home },
  '/simulation/DraftList/EditTask': {
    mode: 'draft',
    titleKey: 'simulation.editTask.title',
    back: simulationPaths.drafts,
  },
  '/simulation/MySubmission/ReSimulation': {
    mode: 'resimulate',
    titleKey: 'simulation.reSimulation.title',
    back: simulationPaths.submissions,
  },
};

export default function TaskFormPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const permissions = usePermissions();
  const { mode, titleKey, back } = modes[location.pathname.replace(/\/+$/, '')] ?? modes[simulationPaths.add];
  const id = mode === 'add' ? null : idOf(searchParams);
  const { detail, notFound } = useSimulationOf(id);

  // Back to where we came from (a list as it was); opened directly, to the list this form belongs to.
  const goBack = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else void navigate(back);
  };
  const backButton = (
    <Button type="primary" onClick={() => void navigate(back)}>
      {t('simulation.form.backToList')}
    </Button>
  );

  let body: ReactNode;
  const task = detail.data;
  if (!permissions.known) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!permissions.has(submitCode))
    body = <Result status="403" title={t('simulation.form.noPermission')} extra={backButton} />;
  else if (mode === 'add') body = <TaskForm mode="add" task={null} onCancel={goBack} />;
  else if (notFound) body = <Result status="404" title={t('simulation.detail.notFound')} extra={backButton} />;
  else if (detail.isError)
    body = (
      <Result
        status="error"
        title={t('simulation.detail.loadError')}
        extra={[
          <Button key="retry" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>,
          <span key="back">{backButton}</span>,
        ]}
      />
    );
  else if (!task) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (mode === 'draft' && !(task.status === 'draft' && task.can.edit))
    body = <Result status="warning" title={t('simulation.form.notADraft')} extra={backButton} />;
  else if (mode === 'resimulate' && !task.can.resimulate)
    body = <Result status="warning" title={t('simulation.form.notFinished')} extra={backButton} />;
  else
    body = (
      <>
        {mode === 'resimulate' ? (
          <Alert
            type="info"
            showIcon
            title={t('simulation.form.resimulateNote', { taskNo: task.taskNo, round: task.submitCount + 1 })}
          />
        ) : null}
        <TaskForm key={task.id} mode={mode} task={task} onCancel={goBack} />
      </>
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0 }}>
          {t('simulation.back')}
        </Button>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
          {t(titleKey)}
          {task && mode !== 'add' ? ` · ${task.taskNo}` : ''}
        </h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t('simulation.form.intro')}
        </p>
      </div>
      {body}
    </Space>
  );
}
