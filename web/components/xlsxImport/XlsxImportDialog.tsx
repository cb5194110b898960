// The shared xlsx import dialog: template download → upload with progress → preview with per-row
// errors → write all (when every row is valid) or write the valid rows only. The server side is
// server/platform/xlsx-import.ts, the shapes contract/xlsxImport.ts.
//
// Use on a staff page:
//   const [importing, setImporting] = useState(false);
//   <Button onClick={() => setImporting(true)}>{t('xlsxImport.open')}</Button>
//   <XlsxImportDialog
//     open={importing}
//     onClose={() => setImporting(false)}
//     onWritten={() => queryClient.invalidateQueries({ queryKey: ['admin', 'qvl'] })}
//     columns={qvlImportColumns}                       // ImportColumn[] from the module's contract
//     paths={{ preview: '/admin/qvl/import/preview', commit: '/admin/qvl/import', template: '/admin/qvl/import/template' }}
//     templateName="qvl-import-template"
//   />
// Cells show as the sheet held them (text); a cell the server refused is red, its messages in the
// row's error column, prefixed by the column's header in the current language.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Switch, Table, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { ImportColumn, ImportPreview, ImportResult, ImportRow } from '../../../contract/xlsxImport.ts';
import { importLimits, type ImportMode } from '../../../contract/xlsxImport-limits.ts';
import { download, post } from '../../api/request.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { saveBlob } from '../../stores/downloads.ts';
import { uploadWithProgress } from './upload.ts';
import './i18n/xlsxImport.ts';

export type XlsxImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After rows were written (the page refreshes its list). */
  onWritten?: (result: ImportResult) => void;
  columns: readonly ImportColumn[];
  /** Paths after /api: the multipart preview, the JSON commit and the template download. */
  paths: { preview: string; commit: string; template: string };
  templateName: string;
  title?: string;
};

export function XlsxImportDialog({
  open,
  onClose,
  onWritten,
  columns,
  paths,
  templateName,
  title,
}: XlsxImportDialogProps) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);

  const reset = () => {
    setProgress(null);
    setPreview(null);
    setOnlyErrors(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const uploading = useMutation({
    mutationFn: (file: File) => uploadWithProgress<ImportPreview>(paths.preview, file, setProgress),
    onSuccess: (data) => {
      setPreview(data);
      setOnlyErrors(data.invalid > 0);
    },
    onError: (error) => {
      setProgress(null);
      notify({
        type: 'error',
        content: error.message || t('xlsxImport.uploadFailed'),
        durationMs: 8000,
        closable: true,
      });
    },
  });

  const writing = useMutation({
    mutationFn: (mode: ImportMode) =>
      post<ImportResult>(paths.commit, {
        mode,
        // Every row goes back in both modes: the server validates them again and, in mode 'valid', skips
        // (and counts) the invalid ones.
        rows: (preview?.rows ?? []).map(({ row, values }) => ({ row, values })),
      }),
    onSuccess: (envelope) => {
      notify({ type: 'success', content: t('xlsxImport.written', envelope.data) });
      onWritten?.(envelope.data);
      close();
    },
  });

  const template = useMutation({
    mutationFn: () => download(paths.template),
    onSuccess: (blob) => saveBlob(blob, `${templateName}.xlsx`),
  });

  const choose = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      notify({ type: 'error', content: t('xlsxImport.notXlsx') });
      return;
    }
    if (file.size > importLimits.maxBytes) {
      notify({ type: 'error', content: t('xlsxImport.tooLarge') });
      return;
    }
    setProgress(0);
    uploading.mutate(file);
  };

  const tableColumns = useMemo<TableColumnsType<ImportRow>>(
    () => [
      { title: t('xlsxImport.rowNumber'), dataIndex: 'row', width: 70, fixed: 'left' },
      ...columns.map((column) => ({
        title: column.header[language],
        key: column.key,
        width: 140,
        render: (_: unknown, row: ImportRow) => {
          const bad = row.errors.some((error) => error.field === column.key);
          return (
            <Typography.Text type={bad ? 'danger' : undefined} data-bad={bad || undefined}>
              {row.values[column.key] || (bad ? '—' : '')}
            </Typography.Text>
          );
        },
      })),
      {
        title: t('xlsxImport.errors'),
        key: 'errors',
        width: 280,
        render: (_: unknown, row: ImportRow) =>
          row.errors.map((error, index) => {
            const column = columns.find((c) => c.key === error.field);
            return (
              <div key={index}>
                <Typography.Text type="danger">
                  {column ? `${column.header[language]}: ` : ''}
                  {error.message}
                </Typography.Text>
              </div>
            );
          }),
      },
    ],
    [columns, language, t],
  );

  const shownRows = preview ? (onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows) : [];

  const footer = preview ? (
    <Space wrap>
      <Button onClick={reset} disabled={writing.isPending}>
        {t('xlsxImport.again')}
      </Button>
      {preview.invalid > 0 && preview.valid > 0 ? (
        <Button
          onClick={() => writing.mutate('valid')}
          loading={writing.isPending && writing.variables === 'valid'}
          disabled={writing.isPending}
        >
          {t('xlsxImport.writeValid', { n: preview.valid })}
        </Button>
      ) : null}
      <Button
        type="primary"
        onClick={() => writing.mutate('all')}
        loading={writing.isPending && writing.variables === 'all'}
        disabled={writing.isPending || preview.invalid > 0 || preview.valid === 0}
      >
        {t('xlsxImport.writeAll')}
      </Button>
    </Space>
  ) : (
    <Button onClick={close}>{t('common.cancel')}</Button>
  );

  return (
    <Modal
      open={open}
      title={title ?? t('xlsxImport.title')}
      onCancel={close}
      footer={footer}
      width={preview ? 1000 : 560}
      destroyOnHidden
      maskClosable={!uploading.isPending && !writing.isPending}
    >
      {preview ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type={preview.invalid > 0 ? 'warning' : 'success'}
            showIcon
            message={t('xlsxImport.summary', {
              total: preview.rows.length,
              valid: preview.valid,
              invalid: preview.invalid,
            })}
            description={preview.invalid > 0 ? t('xlsxImport.hasErrors') : t('xlsxImport.allValid')}
          />
          {preview.invalid > 0 ? (
            <Space>
              <Switch checked={onlyErrors} onChange={setOnlyErrors} size="small" />
              <span>{t('xlsxImport.onlyErrors')}</span>
            </Space>
          ) : null}
          <Table<ImportRow>
            rowKey="row"
            size="small"
            columns={tableColumns}
            dataSource={shownRows}
            scroll={{ x: 70 + columns.length * 140 + 280, y: 420 }}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            rowClassName={(row) => (row.errors.length ? 'xlsx-import-bad-row' : '')}
          />
        </Space>
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('xlsxImport.templateHint', { max: importLimits.maxRows })}
          </Typography.Paragraph>
          <Button icon={<DownloadOutlined />} onClick={() => template.mutate()} loading={template.isPending}>
            {t('xlsxImport.template')}
          </Button>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            disabled={uploading.isPending}
            beforeUpload={(file) => {
              choose(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('xlsxImport.choose')}</p>
          </Upload.Dragger>
          {progress !== null ? (
            <div>
              <Progress percent={progress} status={uploading.isPending ? 'active' : undefined} />
              {uploading.isPending ? (
                <Typography.Text type="secondary">{t('xlsxImport.uploading')}</Typography.Text>
              ) : null}
            </div>
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
