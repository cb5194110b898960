// The download manager's list in a drawer: every download of this tab, newest first. Loaded by
// DownloadIndicator.tsx the first time it opens, so the header carries only the button.
import { Button, Drawer, Empty } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { DownloadRow } from './DownloadRow.tsx';
import { useDownloads } from './manager.ts';

export default function DownloadDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useDownloads((state) => state.items);
  return (
    <Drawer
      title={t('downloadManager.drawerTitle')}
      open={open}
      onClose={onClose}
      size="min(440px, 100vw)"
      extra={
        items.some((item) => item.status === 'done') ? (
          <Button size="small" onClick={() => useDownloads.getState().clearFinished()}>
            {t('downloadManager.clearFinished')}
          </Button>
        ) : null
      }
    >
      {items.length ? (
        <div role="list" aria-label={t('downloadManager.drawerTitle')}>
          {items.map((item) => (
            <DownloadRow key={item.id} item={item} />
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('downloadManager.empty')} />
      )}
    </Drawer>
  );
}
