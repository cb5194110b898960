// The toast holder behind notify(): antd's message (the hook alone: `message` from 'antd' also
// carries its static API, which the portal does not use). A chunk of its own, which main.tsx mounts
// with the first toast: most first loads, the sign-in page's included, show none (~8 KB gzip).
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { Button } from 'antd';
import useMessageModule from 'antd/es/message/useMessage.js';
import type { MessageInstance } from 'antd/es/message/interface.js';
import { CloseOutlined } from '@ant-design/icons';
import { i18n } from './i18n/index.ts';
import { setNotifier } from './notify.ts';
import type { Toast } from './notify.ts';

// antd types its ESM files as CommonJS, so under NodeNext TypeScript sees the module object where
// the bundler gives the default export; take whichever is there.
type UseMessage = () => readonly [MessageInstance, ReactElement];
const useMessage: UseMessage =
  (useMessageModule as unknown as { default?: UseMessage }).default ?? (useMessageModule as unknown as UseMessage);

function showToast(message: MessageInstance, toast: Toast): void {
  // One key per text: antd replaces rather than stacks the same message.
  const key = `${toast.type}:${toast.content}`;
  const close = () => {
    message.destroy(key); // a programmatic close does not call onClose
    toast.onClose?.();
  };
  void message.open({
    key,
    type: toast.type,
    duration: toast.durationMs === undefined ? undefined : toast.durationMs / 1000,
    onClose: toast.onClose,
    content: toast.closable ? (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {toast.content}
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={i18n.t('common.close')} onClick={close} />
      </span>
    ) : (
      toast.content
    ),
  });
}

/** Shows the toasts that waited for this chunk, in order, then takes over notify(). */
export default function ToastHolder({ waiting }: { waiting: Toast[] }) {
  const [message, messageHolder] = useMessage();
  useEffect(() => {
    for (const toast of waiting.splice(0)) showToast(message, toast);
    setNotifier((toast) => showToast(message, toast));
  }, [message, waiting]);
  return messageHolder;
}
