// A staff page's release or withdraw of one row: a link-button that asks first (Popconfirm), the
// withdraw in red. One piece for every module's console under /admin (qvl, samplecode, operator,
// deliver); the page supplies the texts and the mutation, the server decides what may change.
import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';

export type StateAction = 'release' | 'withdraw';

export function StateActionButton(props: {
  action: StateAction;
  /** The button's and the confirm button's text. */
  label: string;
  /** The question's title (defaults to the label). */
  title?: string;
  /** What will happen to which row. */
  description: ReactNode;
  /** This row's change is running. */
  pending: boolean;
  /** Another row's change is running. */
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const danger = props.action === 'withdraw';
  return (
    <Popconfirm
      title={props.title ?? props.label}
      description={<div style={{ maxWidth: 320 }}>{props.description}</div>}
      okText={props.label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      // The mutation's own onError tells the user; the confirm just closes.
      onConfirm={() => props.onConfirm().catch(() => {})}
    >
      <Button
        type="link"
        size="small"
        danger={danger}
        loading={props.pending}
        disabled={props.busy && !props.pending}
        style={{ paddingInline: 4 }}
      >
        {props.label}
      </Button>
    </Popconfirm>
  );
}
