// A file field of the task form, uploaded resumably (upload.ts) as soon as it is chosen: the name is
// checked against the role's extensions first (common.note.fileFormat), then the progress shows
// percentage, speed and time left (UI.md) with Cancel; a failure shows the server's words with
// Retry, which resumes from what the server already holds. The field's value is the stored file
// (id, name, size); a file kept from a draft or the finished task shows with a Replace action.
// useResumableUpload is the same machinery without the field, for other lists of files.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Popconfirm, Progress, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, FileOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { hasRoleExtension, roleExtensions, simulationLimits, uploadPaths } from '../../api/simulation.ts';
import type { FileRole } from '../../api/simulation.ts';
import { formatSize, splitDuration } from '../../components/format.ts';
import { UploadFailure, uploadResumable } from '../../api/resumableUpload.ts';
import type { ResumableUpload, StoredUpload, UploadProgress } from '../../api/resumableUpload.ts';
import type { FileValue } from './taskValues.ts';
import './i18n/simulation.ts';

type Running = { file: File; progress: UploadProgress | null };

/** One resumable upload at a time for one role: its progress, its failure, and the moves on it. */
export function useResumableUpload(role: FileRole, path: string = uploadPaths.customer) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const [failed, setFailed] = useState<{ file: File; reason: string } | null>(null);
  const current = useRef<ResumableUpload | null>(null);

  // Leaving the page stops the upload but keeps the server's part: the same file resumes later.
  useEffect(() => () => current.current?.pause(), []);

  const start = async (file: File): Promise<StoredUpload | null> => {
    current.current?.pause();
    setFailed(null);
    setRunning({ file, progress: null });
    const upload = uploadResumable({
      path,
      file,
      metadata: { role },
      onProgress: (progress) => {
        if (current.current === upload) setRunning({ file, progress });
      },
    });
    current.current = upload;
    try {
      return await upload.done;
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return null;
      if (current.current === upload) {
        const reason =
          failure instanceof UploadFailure && failure.msg !== null ? failure.msg : t('simulation.upload.failed');
        setFailed({ file, reason });
      }
      return null;
    } finally {
      if (current.current === upload) {
        current.current = null;
        setRunning(null);
      }
    }
  };

  return {
    start,
    running,
    failed,
    busy: running !== null,
    /** Cancel: stop and have the server drop the part it received. */
    cancel: () => {
      const upload = current.current;
      current.current = null;
      setRunning(null);
      void upload?.cancel();
    },
    retry: () => (failed ? start(failed.file) : Promise.resolve(null)),
    dismiss: () => setFailed(null),
  };
}

export function UploadProgressBar({
  name,
  progress,
  onCancel,
}: {
  name: string;
  progress: UploadProgress | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const left = progress?.remaining == null ? null : splitDuration(progress.remaining);
  return (
    <div data-testid="simulation-upload-progress" style={{ maxWidth: 520 }}>
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {name}
      </Typography.Text>
      <Progress percent={progress?.percent ?? 0} status="active" size="small" />
      <Space size="middle" wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {progress
            ? t('simulation.upload.sent', { sent: formatSize(progress.sent), total: formatSize(progress.total) })
            : t('simulation.upload.starting')}
        </Typography.Text>
        {progress && progress.speed > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('simulation.upload.speed', { speed: (progress.speed / 1024 ** 2).toFixed(1) })}
          </Typography.Text>
        ) : null}
        {left ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {left.hours * 60 + left.minutes > 0
              ? t('simulation.upload.remaining', { minutes: left.hours * 60 + left.minutes, seconds: left.seconds })
              : t('simulation.upload.remainingSeconds', { seconds: left.seconds })}
          </Typography.Text>
        ) : null}
        <Popconfirm
          title={t('simulation.upload.cancelConfirm', { name })}
          okText={t('simulation.upload.cancelOk')}
          cancelText={t('simulation.upload.keepGoing')}
          okButtonProps={{ danger: true }}
          onConfirm={onCancel}
        >
          <Button type="link" size="small" style={{ paddingInline: 0 }}>
            {t('simulation.upload.cancel')}
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}

/** The form control of one input file: `value`/`onChange` as antd's Form.Item hands them. */
export function TusUploadField({
  role,
  value,
  onChange,
  onBusy,
  id,
}: {
  role: FileRole;
  value?: FileValue | null;
  onChange?: (file: FileValue | null) => void;
  onBusy?: (role: FileRole, busy: boolean) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const upload = useResumableUpload(role);
  const [refusal, setRefusal] = useState<string | null>(null);
  const extensions = roleExtensions[role];

  const run = async (next: Promise<StoredUpload | null>) => {
    onBusy?.(role, true);
    const stored = await next;
    onBusy?.(role, false);
    if (stored) onChange?.({ fileId: stored.fileId, name: stored.name, size: stored.size });
  };

  const choose = (file: File) => {
    setRefusal(null);
    upload.dismiss();
    // The name is checked here as the server checks it at creation; the content is the server's.
    if (!hasRoleExtension(role, file.name)) {
      setRefusal(t('common.note.fileFormat'));
      return;
    }
    if (file.size === 0) {
      setRefusal(t('simulation.upload.empty'));
      return;
    }
    if (file.size > simulationLimits.fileMaxBytes) {
      setRefusal(t('simulation.upload.tooLarge', { max: formatSize(simulationLimits.fileMaxBytes) }));
      return;
    }
    void run(upload.start(file));
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id} data-testid={`simulation-file-${role}`}>
      {value ? (
        <Space wrap size="small" data-testid={`simulation-file-${role}-value`}>
          <FileOutlined />
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {value.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatSize(value.size)}</Typography.Text>
        </Space>
      ) : null}
      {upload.running ? (
        <UploadProgressBar
          name={upload.running.file.name}
          progress={upload.running.progress}
          onCancel={upload.cancel}
        />
      ) : (
        <Space wrap size="small">
          <Upload
            accept={extensions.join(',')}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              choose(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />}>
              {t(value ? 'simulation.upload.replace' : 'simulation.upload.choose')}
            </Button>
          </Upload>
          {value ? (
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              style={{ paddingInline: 0 }}
              aria-label={`${t('simulation.upload.remove')} ${value.name}`}
              onClick={() => onChange?.(null)}
            >
              {t('simulation.upload.remove')}
            </Button>
          ) : null}
        </Space>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('simulation.upload.hint', {
          extensions: extensions.join(' '),
          max: formatSize(simulationLimits.fileMaxBytes),
        })}
      </Typography.Text>
      {refusal ? (
        <Alert type="error" showIcon title={refusal} data-testid="simulation-upload-error" style={{ maxWidth: 560 }} />
      ) : null}
      {upload.failed ? (
        <Alert
          type="error"
          showIcon
          data-testid="simulation-upload-error"
          style={{ maxWidth: 560 }}
          title={t('simulation.upload.failedOf', { name: upload.failed.file.name })}
          description={upload.failed.reason}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void run(upload.retry())}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
    </Space>
  );
}
