// The actions cell of a row in a publishing console: Edit while the row is not withdrawn, then the
// one move its state allows (release a draft, withdraw a released row), plus any action of the
// kind's own (a tool's new version). One piece for every console under /admin, so they all offer
// the same moves in the same order; the page supplies the texts and the mutation.
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import type { StateAction } from './StateActionButton.tsx';

export function PublishingActions(props: {
  state: 'draft' | 'released' | 'withdrawn';
  editLabel: string;
  onEdit: () => void;
  /** The row's release or withdraw button (a StateActionButton). */
  move: (action: StateAction) => ReactNode;
  /** Actions of the kind's own, shown after Edit while the row is not withdrawn. */
  extra?: ReactNode;
}) {
  const { state } = props;
  return (
    <Space size={0} wrap>
      {state !== 'withdrawn' ? (
        <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={props.onEdit}>
          {props.editLabel}
        </Button>
      ) : null}
      {state !== 'withdrawn' ? props.extra : null}
      {state === 'draft' ? props.move('release') : null}
      {state === 'released' ? props.move('withdraw') : null}
    </Space>
  );
}
