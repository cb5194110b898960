// The first-visit disclaimers dialog on / (spec §1, §8): asked of the server (hasVisit/1); it
// cannot be dismissed, only accepted (addVisit/1) or left by logging out. A non-zero answer shows
// 'operation error' and the dialog stays. Once accepted, the server remembers: never shown again.
import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Code } from '../../../contract/codes.ts';
import { addVisit } from '../../api/home.ts';
import { DisclaimersText, useDisclaimers } from '../../layout/disclaimers/DisclaimersText.tsx';
import { firstVisitKey, useFirstVisit } from '../../layout/disclaimers/firstVisit.ts';
import { useSignOut } from '../../layout/useSignOut.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';

export function FirstVisitDisclaimers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const token = useSession((state) => state.token);
  // The same cache entry as the header's user menu, which stays disabled until it is settled.
  const key = firstVisitKey(token);
  const visit = useFirstVisit();
  const disclaimers = useDisclaimers();

  // One acceptance at a time (isPending reaches the button a render later).
  const accepting = useRef(false);
  const failed = () => notify({ type: 'error', content: t('common.operationError') });
  const accept = useMutation({
    mutationFn: addVisit,
    onSuccess: (envelope) => {
      if (envelope.code !== Code.ok) {
        failed();
        return;
      }
      queryClient.setQueryData(key, { visited: true });
    },
    onError: failed,
  });

  const pagePainted = usePagePainted();
  return (
    <Modal
      open={pagePainted && visit.data?.visited === false}
      title={disclaimers.data?.title ?? t('layout.disclaimers.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={680}
      footer={[
        <Button key="logout" type="link" onClick={() => void signOut()}>
          {t('layout.disclaimers.logout')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          autoFocus
          loading={accept.isPending}
          onClick={() => {
            if (accepting.current) return;
            accepting.current = true;
            accept.mutate(undefined, {
              onSettled: () => {
                accepting.current = false;
              },
            });
          }}
        >
          {t('layout.disclaimers.accept')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('layout.disclaimers.firstVisitIntro')}</Typography.Paragraph>
      <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>
        <DisclaimersText />
      </div>
    </Modal>
  );
}

/**
 * True once the page that mounts the caller has been painted (the frame after its commit). The
 * dialog opens then: opened with the page, its scroll lock and its own effects measured the document
 * inside the task that first inserts the page, so the browser styled and laid out the whole new page
 * there, on script's demand — the longest task of the home page's first load. A frame later only the
 * dialog is new to style (docs/performance.md, "Round 12").
 */
function usePagePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame runs before that frame's style and layout; the timer after them.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
