// The engineer's outputs of a round (result files, or the one PDF report), each uploaded at once
// over tus (resumable, chunked) with its progress, then listed by name and size with a remove
// button. The form that holds the files keeps them (onAdd, onRemove): uploads finishing in any
// order each add their own. While one is under way, `onBusy` tells the form to wait. A choice of
// the wrong kind or size is refused here before a byte is sent (the server checks again).
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Progress, Space, Typography, Upload } from 'antd';
import { CloseOutlined, DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { UploadFailure, uploadResumable } from '../../api/resumableUpload.ts';
import type { StoredUpload } from '../../api/resumableUpload.ts';
import { hasRoleExtension, roleExtensions, simulationLimits, uploadPaths } from '../../api/simulationAdmin.ts';
import type { OutputRole } from '../../api/simulationAdmin.ts';
import { formatSize } from '../../components/format.ts';
import { notify } from '../../notify.ts';
import './i18n/simulationAdmin.ts';

type Running = { key: string; name: string; percent: number; abort: () => void };

export function SimulationResultUpload(props: {
  role: OutputRole;
  /** How many files the role takes in all (a report: one, replaced by a new choice). */
  max: number;
  files: StoredUpload[];
  onAdd: (file: StoredUpload) => void;
  onRemove: (fileId: number) => void;
  onBusy: (busy: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { role, max, files, onAdd, onRemove, onBusy } = props;
  const [running, setRunning] = useState<Running[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const replaces = max === 1;

  useEffect(() => onBusy(running.length > 0), [running.length, onBusy]);
  // Leaving the form (the drawer closed) ends what is still under way.
  useEffect(() => {
    const open = aborts.current;
    return () => open.forEach((abort) => abort());
  }, []);

  const start = (file: File) => {
    if (!hasRoleExtension(role, file.name)) {
      notify({
        type: 'error',
        content: t('simulationAdmin.upload.wrongKind', { name: file.name, kinds: roleExtensions[role].join(' ') }),
      });
      return;
    }
    if (file.size === 0 || file.size > simulationLimits.fileMaxBytes) {
      notify({
        type: 'error',
        content: t('simulationAdmin.upload.wrongSize', {
          name: file.name,
          max: formatSize(simulationLimits.fileMaxBytes),
        }),
      });
      return;
    }
    const key = `${file.name}:${file.size}:${file.lastModified}:${Math.random()}`;
    const set = (percent: number) => setRunning((list) => list.map((r) => (r.key === key ? { ...r, percent } : r)));
    const upload = uploadResumable({
      path: uploadPaths.engineer,
      file,
      metadata: { role },
      onProgress: (progress) => set(progress.percent),
    });
    const abort = () => void upload.cancel();
    aborts.current.set(key, abort);
    setRunning((list) => [...list, { key, name: file.name, percent: 0, abort }]);
    upload.done
      .then(
        (stored) => onAdd(stored),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const reason = error instanceof UploadFailure && error.msg ? error.msg : t('common.requestError');
          notify({
            type: 'error',
            // The server's refusal names the file itself; a transport failure is worded here with it.
            content: reason.includes(file.name)
              ? reason
              : t('simulationAdmin.upload.failed', { name: file.name, reason }),
            durationMs: 8000,
            closable: true,
          });
        },
      )
      .finally(() => {
        aborts.current.delete(key);
        setRunning((list) => list.filter((r) => r.key !== key));
      });
  };

  const room = replaces ? 1 : max - files.length - running.length;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`simulation-upload-${role}`}>
      <Upload
        multiple={!replaces}
        accept={roleExtensions[role].join(',')}
        showUploadList={false}
        disabled={props.disabled || room <= 0 || (replaces && running.length > 0)}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of a multiple choice: the batch is cut to the room left.
          const index = batch.indexOf(file);
          if (index >= room) {
            if (index === room) notify({ type: 'warning', content: t('simulationAdmin.upload.tooMany', { max }) });
          } else start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={props.disabled || room <= 0 || (replaces && running.length > 0)}>
          {t(`simulationAdmin.upload.choose.${role}`)}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`simulationAdmin.upload.help.${role}`, { kinds: roleExtensions[role].join(' '), max })}
      </Typography.Text>
      {running.map((r) => (
        <div key={r.key} style={{ maxWidth: 520 }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text ellipsis style={{ maxWidth: 440 }}>
              {r.name}
            </Typography.Text>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={`${t('simulationAdmin.upload.cancel')} ${r.name}`}
              onClick={r.abort}
            />
          </Flex>
          <Progress percent={r.percent} status="active" size="small" />
        </div>
      ))}
      {files.map((file) => (
        <Flex key={file.fileId} align="center" gap={8} wrap data-testid={`simulation-${role}-file`}>
          <PaperClipOutlined />
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            disabled={props.disabled}
            aria-label={`${t('simulationAdmin.upload.remove')} ${file.name}`}
            onClick={() => onRemove(file.fileId)}
          >
            {t('simulationAdmin.upload.remove')}
          </Button>
        </Flex>
      ))}
    </Space>
  );
}
