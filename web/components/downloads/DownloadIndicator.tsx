// The download manager's way in, self-contained so the header can mount it anywhere: a button
// whose badge counts the downloads under way (a red dot when one failed), opening a drawer that
// lists every download of this tab. The drawer's code loads when it is first opened.
import { Suspense, useState } from 'react';
import { Badge, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { activeCount } from '../../stores/downloads.ts';
import { useDownloads } from './manager.ts';

import { DownloadDrawer } from '../catalog/lazyParts.ts';

export function DownloadIndicator() {
  const { t } = useTranslation();
  const items = useDownloads((state) => state.items);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const active = activeCount(items);
  const failed = items.some((item) => item.status === 'failed');
  const label = active ? t('downloadManager.buttonWithCount', { count: active }) : t('downloadManager.button');
  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <Badge count={active} dot={!active && failed} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<DownloadOutlined />} aria-label={label} title={label} onClick={show} />
      </Badge>
      {used ? (
        <Suspense fallback={null}>
          <DownloadDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default DownloadIndicator;
