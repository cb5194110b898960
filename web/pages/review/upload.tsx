// Uploads of the review screens with a progress bar (speed and time left, UI.md), through the one
// multipart uploader with progress (web/components/xlsxImport/upload.ts). The zip field of the add,
// edit and retrial forms is a form control: exactly one file named .zip, replaced by a new choice;
// what the server refuses (not a zip by content, encrypted, corrupt, a bomb, a path climbing out)
// is shown under the field in the server's words and leaves the field as it was.
import { useRef, useState } from 'react';
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd';
import { FileZipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { ApiError } from '../../api/request.ts';
import { reviewLimits, zipUploadPath } from '../../api/review.ts';
import type { ReviewFile } from '../../api/review.ts';
import { formatSize, splitDuration } from '../../components/format.ts';
import { uploadWithProgress } from '../../components/xlsxImport/upload.ts';
import { notify } from '../../notify.ts';
import { remainingSeconds } from '../../stores/downloadTransfer.ts';
import './i18n/review.ts';

export type Transfer = { name: string; percent: number; speed: number; remaining: number | null };

/** One upload at a time with its progress; the server's refusal as text. */
export function useProgressUpload<T>(path: string) {
  const { t } = useTranslation();
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const upload = async (file: File): Promise<T | null> => {
    setError(null);
    const started = performance.now();
    setTransfer({ name: file.name, percent: 0, speed: 0, remaining: null });
    controller.current = new AbortController();
    try {
      return await uploadWithProgress<T>(
        path,
        file,
        (percent) => {
          const seconds = (performance.now() - started) / 1000;
          const sent = (file.size * percent) / 100;
          const speed = seconds > 0 ? sent / seconds : 0;
          setTransfer({ name: file.name, percent, speed, remaining: remainingSeconds(sent, file.size, speed) });
        },
        controller.current.signal,
      );
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return null;
      const reason = failure instanceof ApiError && failure.code !== null ? failure.msg : t('common.requestError');
      setError(reason);
      notify({ type: 'error', content: reason, durationMs: 8000, closable: true });
      return null;
    } finally {
      setTransfer(null);
      controller.current = null;
    }
  };
  return {
    upload,
    transfer,
    error,
    setError,
    busy: transfer !== null,
    cancel: () => controller.current?.abort(),
  };
}

export function TransferProgress({ transfer, onCancel }: { transfer: Transfer; onCancel?: () => void }) {
  const { t } = useTranslation();
  const left = transfer.remaining === null ? null : splitDuration(transfer.remaining);
  return (
    <div data-testid="review-upload-progress" style={{ maxWidth: 480 }}>
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {transfer.name}
      </Typography.Text>
      <Progress percent={transfer.percent} status="active" size="small" />
      <Space size="middle" wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('review.upload.speed', { speed: formatSize(transfer.speed) })}
        </Typography.Text>
        {left ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('review.upload.remaining', { minutes: left.hours * 60 + left.minutes, seconds: left.seconds })}
          </Typography.Text>
        ) : null}
        {onCancel ? (
          <Button type="link" size="small" onClick={onCancel} style={{ paddingInline: 0 }}>
            {t('review.upload.cancel')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}

/** The attachment field: one .zip, uploaded as soon as it is chosen and checked by the server. */
export function ZipField({
  value,
  onChange,
  onBusy,
  id,
}: {
  value?: ReviewFile | null;
  onChange?: (file: ReviewFile | null) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const zip = useProgressUpload<ReviewFile>(zipUploadPath);

  const choose = async (file: File) => {
    // The name is checked here too (the server checks it and then the content).
    if (!/\.zip$/i.test(file.name.trim())) {
      zip.setError(t('review.upload.zipOnly'));
      return;
    }
    if (file.size > reviewLimits.zipMaxBytes) {
      zip.setError(t('review.upload.tooLarge', { max: formatSize(reviewLimits.zipMaxBytes) }));
      return;
    }
    onBusy?.(true);
    const stored = await zip.upload(file);
    onBusy?.(false);
    if (stored) onChange?.(stored);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      <Upload
        accept=".zip,application/zip"
        maxCount={1}
        showUploadList={false}
        disabled={zip.busy}
        beforeUpload={(file) => {
          void choose(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={zip.busy}>
          {t(value ? 'review.upload.replaceZip' : 'review.upload.chooseZip')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('review.upload.zipHint', {
          max: formatSize(reviewLimits.zipMaxBytes),
          ratio: reviewLimits.zipMaxRatio,
          expanded: formatSize(reviewLimits.zipMaxExpandedBytes),
        })}
      </Typography.Text>
      {zip.transfer ? <TransferProgress transfer={zip.transfer} onCancel={zip.cancel} /> : null}
      {zip.error ? (
        <Alert type="error" showIcon title={zip.error} data-testid="review-upload-error" style={{ maxWidth: 560 }} />
      ) : null}
      {value ? (
        <div data-testid="review-zip">
          <FileZipOutlined style={{ marginInlineEnd: 8 }} />
          <Typography.Text strong>{value.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{formatSize(value.size)}</Typography.Text>
        </div>
      ) : null}
    </Space>
  );
}
