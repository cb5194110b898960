// What a training detail page shows before its data: an unknown or invisible id (404, or a
// malformed one) is the not-found result with the way back; another failure offers a retry.
import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { ApiError } from '../../api/request.ts';

/** A positive 32-bit id from the address, or null. */
export const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2;

export function DetailState({
  validId,
  error,
  onRetry,
  back,
}: {
  validId: boolean;
  error: unknown;
  onRetry: () => void;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound =
    !validId || (error instanceof ApiError && (error.status === 404 || error.code === 404 || error.status === 400));
  if (notFound) return <Result status="404" title={t('trainPage.notFound')} extra={back} />;
  if (error)
    return (
      <Result
        status="error"
        title={t('trainPage.loadError')}
        extra={[
          <Button key="retry" onClick={onRetry}>
            {t('trainPage.retry')}
          </Button>,
          <span key="back">{back}</span>,
        ]}
      />
    );
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
