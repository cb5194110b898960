// The end of a submitted round: at least one result file and one PDF report, each uploaded over
// tus as soon as chosen, and a note for the customer; Finish asks once more (it cannot be undone,
// and mails the customer), then POSTs finish with the stored files' ids. The server checks the
// state again: a task finished meanwhile by a colleague is refused, and the console reloads it.
import { useCallback, useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { Form } from '../../components/Form.tsx';
import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { finishSimulation, simulationLimits } from '../../api/simulationAdmin.ts';
import type { StoredUpload } from '../../api/resumableUpload.ts';
import type { SimulationDetail } from '../../api/simulationAdmin.ts';
import { notify } from '../../notify.ts';
import { SimulationResultUpload } from './SimulationResultUpload.tsx';
import './i18n/simulationAdmin.ts';

export const simulationAdminKey = ['simulation', 'admin'] as const;

export function SimulationFinishForm({ task, onFinished }: { task: SimulationDetail; onFinished: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ note: string }>();
  const [results, setResults] = useState<StoredUpload[]>([]);
  const [report, setReport] = useState<StoredUpload | null>(null);
  const [busyResults, setBusyResults] = useState(false);
  const [busyReport, setBusyReport] = useState(false);
  const [tried, setTried] = useState(false);
  /** The note, once the form is complete and Finish asks to be sure. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const busy = busyResults || busyReport;

  const finish = useMutation({
    mutationFn: (note: string) =>
      finishSimulation(task.id, {
        resultFileIds: results.map((file) => file.fileId),
        reportFileId: report!.fileId,
        note,
      }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      onFinished();
    },
    onError: () => setConfirming(null),
    // Refused (a colleague finished it meanwhile) or not, show the task and the queue as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: simulationAdminKey }),
  });

  const submit = () => {
    setTried(true);
    void form.validateFields().then(
      ({ note }) => {
        if (results.length > 0 && report) setConfirming((note ?? '').trim());
      },
      () => {},
    );
  };

  const addResult = useCallback(
    (file: StoredUpload) => setResults((list) => [...list.filter((f) => f.fileId !== file.fileId), file]),
    [],
  );
  const removeResult = useCallback(
    (fileId: number) => setResults((list) => list.filter((f) => f.fileId !== fileId)),
    [],
  );

  return (
    <Form form={form} layout="vertical" initialValues={{ note: '' }} data-testid="simulation-finish-form">
      <Form.Item
        label={t('simulationAdmin.finish.results')}
        required
        validateStatus={tried && results.length === 0 && !busyResults ? 'error' : undefined}
        help={tried && results.length === 0 && !busyResults ? t('simulationAdmin.finish.resultsMissing') : undefined}
      >
        <SimulationResultUpload
          role="result"
          max={simulationLimits.resultFiles}
          files={results}
          onAdd={addResult}
          onRemove={removeResult}
          onBusy={setBusyResults}
          disabled={finish.isPending}
        />
      </Form.Item>
      <Form.Item
        label={t('simulationAdmin.finish.report')}
        required
        validateStatus={tried && !report && !busyReport ? 'error' : undefined}
        help={tried && !report && !busyReport ? t('simulationAdmin.finish.reportMissing') : undefined}
      >
        <SimulationResultUpload
          role="report"
          max={1}
          files={report ? [report] : []}
          onAdd={setReport}
          onRemove={() => setReport(null)}
          onBusy={setBusyReport}
          disabled={finish.isPending}
        />
      </Form.Item>
      <Form.Item name="note" label={t('simulationAdmin.finish.note')}>
        <Input.TextArea
          rows={4}
          maxLength={simulationLimits.note}
          showCount
          placeholder={t('simulationAdmin.finish.notePlaceholder')}
        />
      </Form.Item>
      <Button type="primary" icon={<CheckOutlined />} disabled={busy} loading={finish.isPending} onClick={submit}>
        {t('simulationAdmin.finish.submit')}
      </Button>
      {busy ? (
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {t('simulationAdmin.finish.waitUploads')}
        </Typography.Text>
      ) : null}
      <Modal
        open={confirming !== null}
        title={t('simulationAdmin.finish.confirmTitle', { taskNo: task.taskNo })}
        okText={t('simulationAdmin.finish.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={finish.isPending}
        onOk={() => confirming !== null && finish.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <Typography.Paragraph>{t('simulationAdmin.finish.confirm', { count: results.length })}</Typography.Paragraph>
      </Modal>
    </Form>
  );
}
