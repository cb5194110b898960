// "Export CSV" of an audit list: every row the list's current conditions select (not only the page
// shown), saved as a file; too many rows (413) or any failure is told in a toast.
import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import { exportAuditCsv } from '../../api/audit.ts';
import type { AuditActionsQuery, AuditDownloadsQuery } from '../../api/audit.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { saveBlob } from '../../stores/downloads.ts';

export function ExportCsvButton({
  list,
  conditions,
}: {
  list: 'actions' | 'downloads';
  conditions: AuditActionsQuery | AuditDownloadsQuery;
}) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => exportAuditCsv(list, conditions),
    onSuccess: (blob) => {
      saveBlob(blob, `${list === 'actions' ? 'staff-actions' : 'downloads'}-${dayjs().format('YYYY-MM-DD')}.csv`);
      notify({ type: 'success', content: t('audit.exportSuccess') });
    },
    onError: (error) =>
      notify({
        type: 'error',
        content:
          error instanceof ApiError && error.code !== null
            ? `${t('audit.exportError')}: ${error.msg}`
            : t('audit.exportError'),
        durationMs: limits.toastMs,
        closable: true,
      }),
  });
  return (
    <Flex justify="flex-end" style={{ marginBottom: 12 }}>
      <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
        {t('audit.export')}
      </Button>
    </Flex>
  );
}
