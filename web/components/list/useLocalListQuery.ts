// A list's state held by the component instead of the address, for a list inside a drawer whose
// address is the list's underneath (the change requests in a notice's detail: a pageNum of their
// own would page the catalogue). The same moves as useListQuery, on the same parameter rules;
// closing the drawer forgets them.
import { useState } from 'react';
import { writeList } from './listParams.ts';
import type { ParamSpec } from './listParams.ts';
import { listQueryOf } from './useListQuery.ts';
import type { ListQuery } from './useListQuery.ts';

export function useLocalListQuery<S extends ParamSpec>(spec: S): ListQuery<S> {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return listQueryOf(spec, search, (next) => setSearch(writeList(spec, next)));
}
