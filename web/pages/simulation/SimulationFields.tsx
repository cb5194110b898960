// A task's fields (spec §3) as Descriptions, its files with their downloads (through the download
// manager, resumable), and its rounds newest first: what was submitted each time (parameters and
// the three files) and what the engineer returned (results, report, note).
import { Button, Descriptions, Empty, Space, Timeline, Typography } from 'antd';
import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import type { TFunction } from '../../i18n/translate.ts';
import { simulationFileUrl } from '../../api/simulation.ts';
import type { SimulationDetail, SimulationFile, SimulationRound } from '../../api/simulation.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatSize, formatTime, localName } from '../../components/format.ts';
import { useSession } from '../../stores/session.ts';
import { RoleTag, StatusTag } from './SimulationTags.tsx';
import './i18n/simulation.ts';

export function downloadSimulationFile(file: Pick<SimulationFile, 'fileId' | 'name' | 'size'>) {
  startDownload({ url: simulationFileUrl(file.fileId), fileName: file.name, fileSize: file.size });
}

export function FileList({ files, empty }: { files: SimulationFile[]; empty?: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">{empty ?? '—'}</Typography.Text>;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {files.map((file) => (
        <Space key={`${file.role}-${file.fileId}`} wrap size="small" data-testid="simulation-file">
          <RoleTag role={file.role} />
          <FileOutlined />
          <Typography.Text style={{ wordBreak: 'break-all' }}>{file.name}</Typography.Text>
          <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`${t('simulation.detail.download')} ${file.name}`}
            onClick={() => downloadSimulationFile(file)}
          >
            {t('simulation.detail.download')}
          </Button>
        </Space>
      ))}
    </Space>
  );
}

/** "8 layers · mil", or a dash where the draft has neither. */
export function layerText(t: TFunction, layerCount: number | null | undefined, unit: string | null | undefined) {
  const parts = [
    layerCount ? t('simulation.layers', { count: layerCount }) : null,
    unit ? t(`simulation.unit.${unit}`) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '—';
}

export function SimulationFields({ task }: { task: SimulationDetail }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const dash = (value: string | null | undefined) => value || '—';
  const files = [task.board, task.stackup, task.netlist].filter((file): file is SimulationFile => file !== null);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { width: 140 } }}
      items={[
        { key: 'taskNo', label: t('simulation.field.taskNo'), children: task.taskNo },
        { key: 'status', label: t('simulation.field.status'), children: <StatusTag status={task.status} /> },
        {
          key: 'simulationType',
          label: t('simulation.field.simulationType'),
          children: task.simulationType ? t(`simulation.type.${task.simulationType}`) : '—',
        },
        { key: 'submitCount', label: t('simulation.field.submitCount'), children: task.submitCount },
        { key: 'platform', label: t('simulation.field.platform'), children: dash(task.platform) },
        { key: 'project', label: t('simulation.field.project'), children: dash(task.project) },
        { key: 'designName', label: t('simulation.field.designName'), children: dash(task.designName) },
        { key: 'boardVersion', label: t('simulation.field.boardVersion'), children: dash(task.boardVersion) },
        { key: 'layers', label: t('simulation.field.layerUnit'), children: layerText(t, task.layerCount, task.unit) },
        {
          key: 'boardThickness',
          label: t('simulation.field.boardThickness'),
          children: task.boardThickness ? `${task.boardThickness} ${task.unit ?? ''}`.trim() : '—',
        },
        {
          key: 'maxFrequency',
          label: t('simulation.field.maxFrequency'),
          children: task.maxFrequency ? `${task.maxFrequency} GHz` : '—',
        },
        { key: 'targetImpedance', label: t('simulation.field.targetImpedance'), children: dash(task.targetImpedance) },
        {
          key: 'company',
          label: t('simulation.field.company'),
          children: localName({ name: task.company, nameEn: task.companyEn }, language),
        },
        { key: 'submitter', label: t('simulation.field.submitter'), children: dash(task.submitter) },
        { key: 'contactName', label: t('simulation.field.contactName'), children: dash(task.contactName) },
        { key: 'contactEmail', label: t('simulation.field.contactEmail'), children: dash(task.contactEmail) },
        { key: 'engineer', label: t('simulation.field.engineer'), children: dash(task.engineer) },
        { key: 'submittedAt', label: t('simulation.field.submittedAt'), children: formatTime(task.submittedAt) },
        { key: 'finishedAt', label: t('simulation.field.finishedAt'), children: formatTime(task.finishedAt) },
        { key: 'updatedAt', label: t('simulation.field.updatedAt'), children: formatTime(task.updatedAt) },
        {
          key: 'remark',
          label: t('simulation.field.remark'),
          children: <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{dash(task.remark)}</div>,
          span: 2,
        },
        {
          key: 'files',
          label: t('simulation.field.files'),
          children: <FileList files={files} />,
          span: 2,
        },
      ]}
    />
  );
}

function RoundParams({ round }: { round: SimulationRound }) {
  const { t } = useTranslation();
  const p = round.params;
  const parts = [
    p.simulationType ? t(`simulation.type.${p.simulationType}`) : null,
    p.designName && p.boardVersion ? `${p.designName} ${p.boardVersion}` : (p.designName ?? null),
    layerText(t, p.layerCount, p.unit),
    p.boardThickness ? `${t('simulation.field.boardThickness')} ${p.boardThickness}` : null,
    p.maxFrequency ? `${t('simulation.field.maxFrequency')} ${p.maxFrequency} GHz` : null,
    p.targetImpedance ? `${t('simulation.field.targetImpedance')} ${p.targetImpedance}` : null,
  ].filter((part) => part && part !== '—');
  return <Typography.Text type="secondary">{parts.join(' · ')}</Typography.Text>;
}

/** Every round, newest first: who submitted what and when, and what came back. */
export function SimulationRounds({ rounds }: { rounds: SimulationRound[] }) {
  const { t } = useTranslation();
  if (rounds.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('simulation.detail.noRounds')} />;
  return (
    <Timeline
      items={rounds.map((round) => ({
        key: round.round,
        color: round.finishedAt ? 'green' : 'blue',
        content: (
          <Space orientation="vertical" size={6} style={{ width: '100%' }} data-testid="simulation-round">
            <Typography.Text strong>
              {t('simulation.detail.roundOf', { round: round.round })} ·{' '}
              {t('simulation.detail.submittedBy', { who: round.submittedBy, at: formatTime(round.submittedAt) })}
            </Typography.Text>
            <RoundParams round={round} />
            <Typography.Text type="secondary">{t('simulation.detail.inputs')}</Typography.Text>
            <FileList files={round.inputs} />
            <Typography.Text type="secondary">
              {round.finishedAt
                ? t('simulation.detail.finishedBy', {
                    who: round.engineer ?? '—',
                    at: formatTime(round.finishedAt),
                  })
                : t('simulation.detail.inProgress')}
            </Typography.Text>
            {round.finishedAt ? <FileList files={round.outputs} empty={t('simulation.detail.noOutputs')} /> : null}
            {round.note ? (
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {t('simulation.detail.note', { note: round.note })}
              </div>
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}
