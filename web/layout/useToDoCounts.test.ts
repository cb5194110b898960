// The to-do total the session store keeps (spec §3 toDoTotal): made from the held modules' counts,
// and put in the store only when a count changed, so that the parts showing a badge do not render
// again for the same counts.
import { afterEach, describe, expect, it } from 'vitest';
import { emptyToDoTotal, useSession } from '../stores/session.ts';
import type { ToDoTotal } from '../stores/session.ts';
import { storeToDoTotal, toDoTotalOf } from './useToDoCounts.ts';

describe('the to-do total', () => {
  afterEach(() => useSession.getState().setLocalState({ toDoTotal: emptyToDoTotal }));

  it("puts each held module's count under its key; a module not held counts 0", () => {
    expect(toDoTotalOf([{ key: 'dcc' }, { key: 'review' }], [3, 1])).toEqual({
      dcc: 3,
      tr: 0,
      review: 1,
      pcn: 0,
      tool: 0,
    });
    expect(toDoTotalOf([{ key: 'tool' }], [])).toEqual(emptyToDoTotal);
  });

  it("tells the store's subscribers only when a count changed", () => {
    const seen: ToDoTotal[] = [];
    const unsubscribe = useSession.subscribe((state) => seen.push(state.toDoTotal));
    storeToDoTotal({ ...emptyToDoTotal });
    expect(seen).toEqual([]);
    storeToDoTotal({ ...emptyToDoTotal, dcc: 2 });
    storeToDoTotal({ ...emptyToDoTotal, dcc: 2 });
    expect(seen).toEqual([{ ...emptyToDoTotal, dcc: 2 }]);
    storeToDoTotal({ ...emptyToDoTotal, dcc: 2, review: 1 });
    expect(seen).toHaveLength(2);
    expect(useSession.getState().toDoTotal).toEqual({ ...emptyToDoTotal, dcc: 2, review: 1 });
    unsubscribe();
  });
});
