// A patch's status and flags as Tags (UI.md: one colour per meaning): normal is done (green),
// voided is closed (red); the flags a patch carries — security, test, must-merge, merged by the
// caller's company — each a small tag of its own colour.
import { Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { Patch, PatchStatus } from '../../api/patch.ts';

export function PatchStatusTag({ status }: { status: PatchStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'voided' ? 'red' : 'green'}>{t(`patchPage.status.${status}`)}</Tag>;
}

export function PatchFlags({ patch }: { patch: Pick<Patch, 'security' | 'testPatch' | 'mustMerge' | 'merged'> }) {
  const { t } = useTranslation();
  const flags = [
    patch.security ? (
      <Tag key="security" color="volcano">
        {t('patchPage.flag.security')}
      </Tag>
    ) : null,
    patch.testPatch ? (
      <Tag key="testPatch" color="purple">
        {t('patchPage.flag.testPatch')}
      </Tag>
    ) : null,
    patch.mustMerge ? (
      <Tag key="mustMerge" color="gold">
        {t('patchPage.flag.mustMerge')}
      </Tag>
    ) : null,
    patch.merged ? (
      <Tag key="merged" color="blue">
        {t('patchPage.flag.merged')}
      </Tag>
    ) : null,
  ].filter(Boolean);
  return flags.length ? <span style={{ display: 'inline-flex', flexWrap: 'wrap', rowGap: 4 }}>{flags}</span> : <>—</>;
}

/** Yes or no, in words (a detail's flag field). */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <>{t(value ? 'patchPage.yes' : 'patchPage.no')}</>;
}

/** A patch's name, struck through when it is voided (spec §4). */
export function PatchName({ name, status }: { name: string; status: PatchStatus }) {
  return status === 'voided' ? (
    <Typography.Text delete type="secondary" data-voided="true">
      {name}
    </Typography.Text>
  ) : (
    <>{name}</>
  );
}
