// A PDF preview in the page: the stamped copy fetched with the bearer token, shown through a
// blob URL in the browser's own PDF viewer (an <iframe>), with a way to open it in a tab.
// Failures are worded as spec §8 says: 'no permission to preview' (404, or 403 without the
// module's download code) or 'preview error'.
import { useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchPreview } from '../../api/dcc.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';

export type PreviewTarget = { id: number; name: string };

export function PreviewModal({
  target,
  onClose,
  load = fetchPreview,
}: {
  target: PreviewTarget | null;
  onClose: () => void;
  /** Another module's stamped preview (training courseware); the catalogue's by default. */
  load?: (id: number) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<{ for: number; href: string } | null>(null);

  useEffect(() => {
    if (!target) return;
    let live = true;
    let href: string | null = null;
    load(target.id).then(
      (blob) => {
        if (!live) return;
        href = URL.createObjectURL(
          blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
        );
        setUrl({ for: target.id, href });
      },
      (error: unknown) => {
        if (!live) return;
        const denied = error instanceof ApiError && (error.status === 404 || error.status === 403);
        notify({
          type: 'error',
          content: t(denied ? 'catalog.message.previewNoPermission' : 'catalog.message.previewError'),
          closable: true,
        });
        onClose();
      },
    );
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [target, onClose, t, load]);

  const href = target && url?.for === target.id ? url.href : null;
  return (
    <Modal
      open={target !== null}
      title={target ? t('catalog.preview.title', { name: target.name }) : null}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 96vw)"
      centered
      destroyOnHidden
      styles={{ body: { height: '78vh' } }}
    >
      {href ? (
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 8 }}>
          <a href={href} target="_blank" rel="noreferrer" style={{ alignSelf: 'flex-end' }}>
            {t('catalog.preview.openTab')}
          </a>
          <iframe title={target?.name} src={href} style={{ flex: 1, width: '100%', border: 0 }} />
        </div>
      ) : (
        <div style={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' }}>
          <Spin description={t('catalog.preview.loading')} />
        </div>
      )}
    </Modal>
  );
}
