// The QVL's value tags: the level with its meaning beside the letter, test status and lifecycle
// phase in the colours of UI.md (passed = green, in progress = blue, waiting = orange, failed = red,
// closed = default).
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { QvlLevel, QvlLifecyclePhase, QvlTestStatus } from '../../api/qvl.ts';

const levelColours: Record<QvlLevel, string> = { A: 'green', B: 'blue', C: 'orange' };
const testColours: Record<QvlTestStatus, string> = {
  planned: 'orange',
  testing: 'blue',
  passed: 'green',
  failed: 'red',
};
const phaseColours: Record<QvlLifecyclePhase, string> = {
  sampling: 'blue',
  massProduction: 'green',
  nrnd: 'orange',
  eol: 'default',
};

/** "A · Batch verification passed": the letter and its meaning, always together. */
export function LevelTag({ level }: { level: QvlLevel }) {
  const { t } = useTranslation();
  return (
    <Tag color={levelColours[level]} data-level={level} style={{ whiteSpace: 'normal' }}>
      <strong>{level}</strong> · {t(`qvl.level.${level}`)}
    </Tag>
  );
}

export function TestStatusTag({ status }: { status: QvlTestStatus }) {
  const { t } = useTranslation();
  return <Tag color={testColours[status]}>{t(`qvl.testStatus.${status}`)}</Tag>;
}

export function PhaseTag({ phase }: { phase: QvlLifecyclePhase }) {
  const { t } = useTranslation();
  return <Tag color={phaseColours[phase]}>{t(`qvl.lifecyclePhase.${phase}`)}</Tag>;
}

/** Select options "A · meaning" for the level filter and the form. */
export const levelLabel = (t: (key: string) => string, level: QvlLevel) => `${level} · ${t(`qvl.level.${level}`)}`;
