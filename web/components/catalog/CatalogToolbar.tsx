// Actions above a module's table: the selection ("n selected (at most 10)"), batch download of
// the selection as one zip, export of the list by the current search conditions (spec §8: never
// by selection; a selection present when exporting is answered with the spec's message), and the
// download manager's indicator.
import { Button, Space, theme } from 'antd';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { dayjs } from '../../i18n/dates.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import { batchDownload, exportCatalog } from '../../api/dcc.ts';
import type { CatalogConditions, CatalogItem, CatalogKind } from '../../api/dcc.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { saveBlob } from '../../stores/downloads.ts';

export type CatalogToolbarProps = {
  kind: CatalogKind | null;
  selected: CatalogItem[];
  conditions: CatalogConditions;
  mayDownload: boolean;
  mayExport: boolean;
  onClearSelection: () => void;
  /** After a batch download: the not-downloaded marks and counts changed. */
  onDownloaded: () => void;
  extra?: ReactNode;
};

const reasonOf = (error: unknown) => (error instanceof ApiError && error.code !== null ? error.msg : null);

export function CatalogToolbar({
  kind,
  selected,
  conditions,
  mayDownload,
  mayExport,
  onClearSelection,
  onDownloaded,
  extra,
}: CatalogToolbarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const stamp = () => dayjs().format('YYYY-MM-DD');
  const failed = (key: string, error: unknown) => {
    const reason = reasonOf(error);
    notify({
      type: 'error',
      content: reason ? t('catalog.message.withReason', { message: t(key), reason }) : t(key),
      durationMs: limits.toastMs,
      closable: true,
    });
  };

  const batch = useMutation({
    mutationFn: () =>
      batchDownload(
        kind!,
        selected.map((item) => item.id),
      ),
    onSuccess: (blob) => {
      saveBlob(blob, `${kind}-${stamp()}.zip`);
      notify({ type: 'success', content: t('catalog.message.downloadSuccess') });
      onClearSelection();
      onDownloaded();
    },
    onError: (error) => failed('catalog.message.downloadError', error),
  });
  const exporting = useMutation({
    mutationFn: () => exportCatalog(kind!, conditions),
    onSuccess: (blob) => {
      saveBlob(blob, `${kind}-${stamp()}.xlsx`);
      notify({ type: 'success', content: t('catalog.message.exportSuccess') });
    },
    onError: (error) => failed('catalog.message.exportError', error),
  });
  const startExport = () => {
    if (selected.length)
      notify({ type: 'info', content: t('catalog.message.exportBySelection'), durationMs: limits.toastMs });
    exporting.mutate();
  };

  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: token.marginSM,
        marginBottom: token.marginSM,
      }}
    >
      <div style={{ flex: 1, minWidth: 200 }}>
        {kind && mayDownload ? (
          <Space size="small">
            <span aria-live="polite" style={{ color: selected.length ? token.colorText : token.colorTextSecondary }}>
              {t('catalog.selection.count', { count: selected.length, max: limits.batchMaxFiles })}
            </span>
            {selected.length ? (
              <Button type="link" size="small" onClick={onClearSelection} style={{ paddingInline: 4 }}>
                {t('catalog.selection.clear')}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </div>
      <Space wrap size="small">
        {extra}
        {kind && mayDownload ? (
          <Button
            icon={<DownloadOutlined />}
            disabled={!selected.length}
            loading={batch.isPending}
            onClick={() => batch.mutate()}
          >
            {selected.length
              ? t('catalog.action.batchDownloadCount', { count: selected.length })
              : t('catalog.action.batchDownload')}
          </Button>
        ) : null}
        {kind && mayExport ? (
          <Button icon={<ExportOutlined />} loading={exporting.isPending} onClick={startExport}>
            {t('catalog.action.export')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
