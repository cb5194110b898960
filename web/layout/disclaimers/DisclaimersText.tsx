// The disclaimers (spec §1): shown from the footer link and in the first-visit dialog. Their text
// is the server's current version (staff publish new ones at /admin/settings), in the language on
// screen; the title comes with it.
import { Alert, Button, Skeleton, Typography } from 'antd';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../contract/limits.ts';
import { fetchDisclaimers } from '../../api/settings.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { useSession } from '../../stores/session.ts';
import '../i18n/layout.ts';

/** The current disclaimers in `language`; one cache entry per language. */
export const disclaimersQuery = (language: Language) =>
  queryOptions({
    queryKey: ['disclaimers', language],
    queryFn: ({ signal }) => fetchDisclaimers(signal),
    staleTime: 5 * 60_000,
  });

/** The current disclaimers in the language on screen, shared by the footer and the dialog. */
export function useDisclaimers() {
  return useQuery(disclaimersQuery(useSession((state) => state.language)));
}

export function DisclaimersText() {
  const { t } = useTranslation();
  const disclaimers = useDisclaimers();
  if (disclaimers.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (disclaimers.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('layout.disclaimers.loadError')}
        action={
          <Button size="small" onClick={() => void disclaimers.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 10 }}>
      {disclaimers.data.paragraphs.map((paragraph, index) => (
        <li key={index}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{paragraph}</Typography.Text>
        </li>
      ))}
    </ol>
  );
}
