// Merge (patch.merge): the branch dialog names the chosen patches and asks for the customer's
// branch; the server records what it can. The result dialog then lists, per patch, merge
// succeeded or failed (with the patches that must come first, or "already merged"), and closes by
// itself after a countdown shown in seconds (spec §9).
import { useEffect, useState } from 'react';
import { Button, Input, Modal, Space, Tag, Typography } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { mergePatches, patchLimits } from '../../api/patch.ts';
import type { PatchMergeResult } from '../../api/patch.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { PlainList } from '../../components/PlainList.tsx';
import { mergeResultSeconds } from './patchQuery.ts';

export type Chosen = { id: number; name: string };

export function MergeBranchDialog({
  chosen,
  onClose,
  onMerged,
}: {
  chosen: Chosen[];
  onClose: () => void;
  onMerged: (result: PatchMergeResult) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ branch: string }>();
  const merge = useMutation({
    mutationFn: (branch: string) => mergePatches({ branch, patchIds: chosen.map((p) => p.id) }),
    onSuccess: (result) => onMerged(result),
    // Merged flags and histories change (and a refused merge may mean a patch was voided meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['patch'] }),
  });

  return (
    <Modal
      open
      title={t('patchPage.merge.title')}
      okText={t('patchPage.merge.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={merge.isPending}
      onOk={() =>
        void form.validateFields().then(
          (values) => merge.mutateAsync(values.branch.trim()).catch(() => {}),
          () => {},
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('patchPage.merge.intro')}</Typography.Paragraph>
      <PlainList
        items={chosen}
        rowKey={(p) => p.id}
        bordered
        style={{ maxHeight: 240, overflowY: 'auto', marginBottom: 16 }}
      >
        {(p) => p.name}
      </PlainList>
      <Form form={form} layout="vertical" onFinish={(values) => merge.mutate(values.branch.trim())}>
        <Form.Item
          name="branch"
          label={t('patchPage.merge.branch')}
          validateTrigger={validateTrigger}
          rules={[requiredText(t)]}
        >
          <Input autoFocus maxLength={patchLimits.branch} placeholder={t('patchPage.merge.branchPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Seconds left of a countdown started on mount; `onEnd` runs once it reaches 0. */
function useCountdown(seconds: number, onEnd: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onEnd();
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
    // onEnd is the dialog's close: the count is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
  return left;
}

export function MergeResultDialog({ result, onClose }: { result: PatchMergeResult; onClose: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(mergeResultSeconds, onClose);
  const succeeded = result.results.filter((r) => r.ok).length;
  const summary =
    succeeded === result.results.length
      ? t('patchPage.merge.allSucceeded')
      : succeeded === 0
        ? t('patchPage.merge.allFailed')
        : t('patchPage.merge.someFailed');

  return (
    <Modal
      open
      title={t('patchPage.merge.resultTitle')}
      onCancel={onClose}
      footer={
        <Space>
          <Typography.Text type="secondary" data-testid="merge-countdown">
            {t('patchPage.merge.closesIn', { seconds: left })}
          </Typography.Text>
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph strong>{summary}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('patchPage.merge.branchLine', { branch: result.branch })}
      </Typography.Paragraph>
      <PlainList
        items={result.results}
        rowKey={(r) => r.patchId}
        bordered
        style={{ maxHeight: 320, overflowY: 'auto' }}
        rowProps={(r) => ({ 'data-testid': 'merge-result', 'data-ok': String(r.ok) })}
        actions={(r) => (
          <Tag color={r.ok ? 'green' : 'red'} style={{ marginInlineStart: 12 }}>
            {t(r.ok ? 'patchPage.merge.succeeded' : 'patchPage.merge.failed')}
          </Tag>
        )}
      >
        {(r) => (
          <>
            <div>{r.name}</div>
            {r.ok ? null : (
              <Typography.Text type="secondary">
                {r.reason === 'needsFirst'
                  ? t('patchPage.merge.needsFirst', {
                      names: r.needs.map((n) => n.name).join(t('patchPage.merge.separator')),
                    })
                  : t('patchPage.merge.alreadyMerged')}
              </Typography.Text>
            )}
          </>
        )}
      </PlainList>
    </Modal>
  );
}
