// What the engineer reads of a simulation task: its fields with the three current input files, and
// its rounds newest first — each with the parameters and files as submitted then, and what came
// of it (result files, the report, the engineer's note). Every file downloads through the
// download manager from the console's own file route.
import { Button, Card, Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { adminSimulationFileUrl } from '../../api/simulationAdmin.ts';
import type { SimulationDetail, SimulationFile, SimulationRound, SimulationStatus } from '../../api/simulationAdmin.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatSize, formatTime, localName } from '../../components/format.ts';
import { useSession } from '../../stores/session.ts';
import './i18n/simulationAdmin.ts';

const statusColours: Record<SimulationStatus, string> = { draft: 'default', submitted: 'blue', finished: 'green' };

export function SimulationStatusTag({ status }: { status: SimulationStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]}>{t(`simulationAdmin.status.${status}`)}</Tag>;
}

export function downloadSimulationFile(file: SimulationFile) {
  startDownload({ url: adminSimulationFileUrl(file.fileId), fileName: file.name, fileSize: file.size });
}

function FileLine({ file, label }: { file: SimulationFile; label?: string }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} wrap data-testid={`simulation-file-${file.role}`}>
      <FileOutlined />
      {label ? <Tag>{label}</Tag> : null}
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {file.name}
      </Typography.Text>
      <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        aria-label={`${t('simulationAdmin.detail.download')} ${file.name}`}
        onClick={() => downloadSimulationFile(file)}
      >
        {t('simulationAdmin.detail.download')}
      </Button>
    </Flex>
  );
}

function FileList({ files }: { files: SimulationFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0)
    return <Typography.Text type="secondary">{t('simulationAdmin.detail.noFile')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {files.map((file) => (
        <FileLine key={file.fileId} file={file} label={t(`simulationAdmin.role.${file.role}`)} />
      ))}
    </Space>
  );
}

/** The measured values with their units: thickness in the board's unit, frequency in GHz. */
const withUnit = (value: string | undefined, unit: string | null | undefined) =>
  value ? `${value}${unit ? ` ${unit}` : ''}` : '—';

export function SimulationFields({ task }: { task: SimulationDetail }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);
  const inputs = [
    { key: 'board', file: task.board },
    { key: 'stackup', file: task.stackup },
    { key: 'netlist', file: task.netlist },
  ] as const;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { width: 140 } }}
      items={[
        { key: 'taskNo', label: t('simulationAdmin.field.taskNo'), children: task.taskNo },
        {
          key: 'status',
          label: t('simulationAdmin.field.status'),
          children: <SimulationStatusTag status={task.status} />,
        },
        {
          key: 'company',
          label: t('simulationAdmin.field.company'),
          children: localName({ name: task.company, nameEn: task.companyEn }, language),
        },
        {
          key: 'type',
          label: t('simulationAdmin.field.type'),
          children: task.simulationType ? t(`simulationAdmin.type.${task.simulationType}`) : '—',
        },
        { key: 'platform', label: t('simulationAdmin.field.platform'), children: dash(task.platform) },
        { key: 'project', label: t('simulationAdmin.field.project'), children: dash(task.project) },
        { key: 'designName', label: t('simulationAdmin.field.designName'), children: dash(task.designName) },
        { key: 'boardVersion', label: t('simulationAdmin.field.boardVersion'), children: dash(task.boardVersion) },
        { key: 'layerCount', label: t('simulationAdmin.field.layerCount'), children: dash(task.layerCount) },
        { key: 'unit', label: t('simulationAdmin.field.unit'), children: dash(task.unit) },
        {
          key: 'boardThickness',
          label: t('simulationAdmin.field.boardThickness'),
          children: withUnit(task.boardThickness, task.unit),
        },
        {
          key: 'maxFrequency',
          label: t('simulationAdmin.field.maxFrequency'),
          children: withUnit(task.maxFrequency, 'GHz'),
        },
        {
          key: 'targetImpedance',
          label: t('simulationAdmin.field.targetImpedance'),
          children: dash(task.targetImpedance),
        },
        { key: 'contactName', label: t('simulationAdmin.field.contactName'), children: dash(task.contactName) },
        { key: 'contactEmail', label: t('simulationAdmin.field.contactEmail'), children: dash(task.contactEmail) },
        { key: 'submitter', label: t('simulationAdmin.field.submitter'), children: task.submitter },
        { key: 'submitCount', label: t('simulationAdmin.field.submitCount'), children: task.submitCount },
        { key: 'engineer', label: t('simulationAdmin.field.engineer'), children: dash(task.engineer) },
        { key: 'submittedAt', label: t('simulationAdmin.field.submittedAt'), children: formatTime(task.submittedAt) },
        { key: 'finishedAt', label: t('simulationAdmin.field.finishedAt'), children: formatTime(task.finishedAt) },
        {
          key: 'remark',
          label: t('simulationAdmin.field.remark'),
          span: 2,
          children: <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{dash(task.remark)}</div>,
        },
        ...inputs.map(({ key, file }) => ({
          key,
          label: t(`simulationAdmin.role.${key}`),
          span: 2,
          children: file ? (
            <FileLine file={file} />
          ) : (
            <Typography.Text type="secondary">{t('simulationAdmin.detail.noFile')}</Typography.Text>
          ),
        })),
      ]}
    />
  );
}

/** A round's parameters in one line: what a re-simulation may have changed. */
function paramsLine(t: (key: string) => string, params: SimulationRound['params']): string {
  const parts = [
    params.simulationType ? t(`simulationAdmin.type.${params.simulationType}`) : null,
    params.designName ? `${params.designName}${params.boardVersion ? ` ${params.boardVersion}` : ''}` : null,
    params.layerCount ? `${params.layerCount}L` : null,
    params.boardThickness ? withUnit(params.boardThickness, params.unit) : null,
    params.maxFrequency ? withUnit(params.maxFrequency, 'GHz') : null,
    params.targetImpedance ? `${t('simulationAdmin.field.targetImpedance')} ${params.targetImpedance}` : null,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

export function SimulationRounds({ rounds }: { rounds: SimulationRound[] }) {
  const { t } = useTranslation();
  if (rounds.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('simulationAdmin.round.none')} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {rounds.map((round) => (
        <Card
          key={round.round}
          size="small"
          data-testid="simulation-round"
          title={t('simulationAdmin.round.title', { round: round.round })}
          extra={
            round.finishedAt ? (
              <SimulationStatusTag status="finished" />
            ) : (
              <Tag color="blue">{t('simulationAdmin.round.waiting')}</Tag>
            )
          }
        >
          <Descriptions
            size="small"
            column={1}
            styles={{ label: { width: 130 } }}
            items={[
              {
                key: 'submitted',
                label: t('simulationAdmin.round.submittedLabel'),
                children: t('simulationAdmin.round.submitted', {
                  name: round.submittedBy,
                  time: formatTime(round.submittedAt),
                }),
              },
              { key: 'params', label: t('simulationAdmin.round.params'), children: paramsLine(t, round.params) },
              { key: 'inputs', label: t('simulationAdmin.round.inputs'), children: <FileList files={round.inputs} /> },
              ...(round.finishedAt
                ? [
                    {
                      key: 'finished',
                      label: t('simulationAdmin.round.finishedLabel'),
                      children: t('simulationAdmin.round.finished', {
                        name: round.engineer ?? '—',
                        time: formatTime(round.finishedAt),
                      }),
                    },
                    {
                      key: 'outputs',
                      label: t('simulationAdmin.round.outputs'),
                      children: <FileList files={round.outputs} />,
                    },
                    {
                      key: 'note',
                      label: t('simulationAdmin.round.note'),
                      children: (
                        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{round.note || '—'}</div>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
