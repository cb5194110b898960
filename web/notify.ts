// One way to show a toast from outside React (request layer, route guard). The antd `App`
// message API is context-bound, so main.tsx registers it here once it is mounted.

export type Toast = {
  type: 'error' | 'warning' | 'success' | 'info';
  content: string;
  /** How long the toast stays, in ms; antd's default when omitted. */
  durationMs?: number;
  closable?: boolean;
  onClose?: () => void;
};
export type Notifier = (toast: Toast) => void;

// Before the App is mounted there is nowhere to show a toast; the console is the honest fallback.
let current: Notifier = (toast) => console.error(`[${toast.type}] ${toast.content}`);

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export const notify: Notifier = (toast) => current(toast);
