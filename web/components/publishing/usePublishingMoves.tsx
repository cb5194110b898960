// The release and withdraw of a staff console's rows: one mutation for the page, a toast when it
// is done, and the list asked again either way (a 409 means someone else moved the row meanwhile);
// answers the button of one move of one row (StateActionButton), for PublishingActions' `move`.
import type { ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { StateActionButton, type StateAction } from './StateActionButton.tsx';

export function usePublishingMoves<Row extends { id: number }>(opts: {
  move: (action: StateAction, row: Row) => Promise<unknown>;
  /** The list to ask again after a move. */
  listKey: QueryKey;
  /** The button's label, the question's title and what will happen to this row. */
  texts: (action: StateAction, row: Row) => { label: string; title: string; description: ReactNode };
}): (action: StateAction, row: Row) => ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ action, row }: { action: StateAction; row: Row }) => opts.move(action, row),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opts.listKey }),
  });
  return (action, row) => {
    const texts = opts.texts(action, row);
    return (
      <StateActionButton
        key={action}
        action={action}
        label={texts.label}
        title={texts.title}
        description={texts.description}
        pending={change.isPending && change.variables?.row.id === row.id && change.variables.action === action}
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ action, row })}
      />
    );
  };
}
