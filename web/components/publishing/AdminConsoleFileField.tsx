// A staff form's one file (a patch, a sample package): uploaded at once through the file route with
// its progress, then shown by name, size and SHA-256; the form sends its fileId. While it uploads,
// `onBusy` tells the form (whose save waits for it); a failed upload is a toast naming the reason.
import { useState } from 'react';
import { Button, Progress, Space, Typography, Upload, theme } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { StoredFileInfo } from '../../../contract/files.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { formatSize } from '../format.ts';
import { uploadWithProgress } from '../xlsxImport/upload.ts';

export type AdminConsoleFile = { fileId: number; name: string; size: number; sha256: string };

/** The file a row already has (its fileId, fileName, size and sha256), or none. */
export function adminConsoleFileOf(row: {
  fileId: number | null;
  fileName: string | null;
  size: number | null;
  sha256: string | null;
}): AdminConsoleFile | null {
  return row.fileId && row.sha256
    ? { fileId: row.fileId, name: row.fileName ?? '', size: row.size ?? 0, sha256: row.sha256 }
    : null;
}

export function AdminConsoleFileField(props: {
  /** The upload route (POST, multipart), answering the stored file. */
  path: string;
  value: AdminConsoleFile | null;
  onChange: (file: AdminConsoleFile) => void;
  onBusy: (busy: boolean) => void;
  uploadLabel: string;
  /** Shown while there is no file. */
  emptyText: string;
  failedText: (reason: string) => string;
  testId: string;
}) {
  const { token } = theme.useToken();
  const [percent, setPercent] = useState<number | null>(null);
  const { value: file } = props;

  const upload = async (chosen: File) => {
    setPercent(0);
    props.onBusy(true);
    try {
      const stored = await uploadWithProgress<StoredFileInfo>(props.path, chosen, setPercent);
      props.onChange({ fileId: stored.fileId, name: stored.name, size: stored.size, sha256: stored.sha256 });
    } catch (error) {
      notify({ type: 'error', content: props.failedText(error instanceof ApiError ? error.message : String(error)) });
    } finally {
      setPercent(null);
      props.onBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        showUploadList={false}
        beforeUpload={(chosen) => {
          void upload(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {props.uploadLabel}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" /> : null}
      {file ? (
        <div data-testid={props.testId}>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography.Text>{' '}
          <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
          <div style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, wordBreak: 'break-all' }}>
            SHA-256 {file.sha256}
          </div>
        </div>
      ) : (
        <Typography.Text type="secondary">{props.emptyText}</Typography.Text>
      )}
    </Space>
  );
}
