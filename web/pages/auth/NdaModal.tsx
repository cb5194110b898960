// The NDA, in the language on screen. It counts as read once its text was scrolled to the end,
// or at once when the text fits without scrolling; only then can it be accepted, and the version
// accepted goes with the sign-in. A new `revision` asks the server for the text again (a new
// version was published meanwhile).
import { useCallback, useEffect, useRef } from 'react';
import { Button, Modal, Spin, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useSession } from '../../stores/session.ts';
import { takeNda } from './ndaText.ts';

type NdaModalProps = {
  open: boolean;
  read: boolean;
  revision: number;
  onRead: () => void;
  onClose: () => void;
  onAccept: (version: string) => void;
};

/** Within this many pixels of the end counts as the end (sub-pixel rounding, zoom). */
const endSlack = 4;

export default function NdaModal({ open, read, revision, onRead, onClose, onAccept }: NdaModalProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const nda = useQuery({
    queryKey: ['nda', language, revision],
    queryFn: () => takeNda(language),
    staleTime: Infinity,
  });
  const observer = useRef<ResizeObserver | null>(null);

  const checkEnd = useCallback(
    (element: HTMLElement) => {
      // A box not laid out yet (opening animation) has no height and proves nothing.
      if (element.clientHeight > 0 && element.scrollTop + element.clientHeight >= element.scrollHeight - endSlack)
        onRead();
    },
    [onRead],
  );

  // Checked when the text appears, whenever its box changes size, and on every scroll.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      checkEnd(element);
      if (typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver(() => checkEnd(element));
        observer.current.observe(element);
      }
    },
    [checkEnd],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  const title = nda.data?.title ?? t('login.nda.title');
  let body;
  if (nda.isPending) {
    body = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
        <Spin />
      </div>
    );
  } else if (nda.isError) {
    body = (
      <div style={{ textAlign: 'center', padding: '32px 0' }}>
        <p>{t('login.nda.loadError')}</p>
        <Button onClick={() => void nda.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  } else {
    body = (
      <div
        ref={attach}
        role="region"
        aria-label={title}
        tabIndex={0}
        onScroll={(event) => checkEnd(event.currentTarget)}
        style={{
          maxHeight: '52vh',
          overflowY: 'auto',
          padding: '12px 16px 12px 0',
          borderBlock: `1px solid ${token.colorSplit}`,
          lineHeight: 1.8,
          color: token.colorText,
          outline: 'none',
        }}
      >
        {nda.data.content.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} style={{ margin: index === 0 ? '0 0 12px' : '12px 0', whiteSpace: 'pre-wrap' }}>
            {paragraph}
          </p>
        ))}
        <p style={{ margin: '16px 0 0', color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>
          {t('login.nda.version', { version: nda.data.version })}
        </p>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      title={title}
      width={720}
      onCancel={onClose}
      footer={
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
          {read ? null : (
            <span style={{ marginRight: 'auto', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {t('login.nda.scrollHint')}
            </span>
          )}
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="primary" disabled={!read || !nda.data} onClick={() => nda.data && onAccept(nda.data.version)}>
            {t('login.nda.accept')}
          </Button>
        </div>
      }
    >
      {body}
    </Modal>
  );
}
