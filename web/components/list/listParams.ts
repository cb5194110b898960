// What a list keeps in its address (UI.md: refresh, Back and keep-alive restore it), declared once
// per list as a map of parameters. Each parameter reads its own value back safely — a hand-edited
// or stale address falls back to nothing (or the parameter's default) — and the address leaves out
// what is unset or at its default, so a plain list has a plain address. Page number and size are
// every list's; pages declare only their filters and sort.
import { limits } from '../../../contract/limits.ts';

export type Param<T> = {
  read(raw: string | null): T | undefined;
  write(value: T): string;
  /** Read when the address has nothing usable; left out of the address. */
  fallback?: T;
  /** Kept by Reset (a sort, a group chosen outside the filter bar); not counted as a filter. */
  keep?: boolean;
};

export type ParamSpec = Record<string, Param<unknown>>;
type ValueOf<P> = P extends Param<infer T> ? T : never;
/** The filters of a spec: each optional (unset), or the parameter's type. */
export type Filters<S extends ParamSpec> = { [K in keyof S]?: ValueOf<S[K]> };
export type Page = { pageNum: number; pageSize: number };
export type ListState<S extends ParamSpec> = { filters: Filters<S> } & Page;

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** Text as typed, trimmed; empty is unset; longer than `max` is not a value a form could send. */
function text(max = 100): Param<string> {
  return {
    read: (raw) => {
      const value = raw?.trim();
      return value && value.length <= max ? value : undefined;
    },
    write: (value) => value.trim(),
  };
}

/** A code of a known shape (a menu code like M04): text, trimmed, that `pattern` matches whole. */
function matching(pattern: RegExp): Param<string> {
  // Anchored here, so a pattern written without ^…$ cannot let a longer value through; without
  // g/y, test() keeps no position between reads.
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return {
    read: (raw) => {
      const value = raw?.trim();
      return value && whole.test(value) ? value : undefined;
    },
    write: (value) => value.trim(),
  };
}

/** A whole number from 1 within int4 (an id, a platform). */
const id: Param<number> = {
  read: (raw) => {
    const value = Number(raw);
    return raw !== null && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
  },
  write: String,
};

function oneOf<T extends string>(values: readonly T[]): Param<T> {
  return { read: (raw) => ((values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined), write: String };
}

/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30, which Date.parse would roll over). */
const date: Param<string> = {
  read: (raw) => {
    if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || raw < '1970-01-01') return undefined;
    const day = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw ? raw : undefined;
  },
  write: String,
};

/** A box ticked: `true` in the address, absent otherwise. */
const flag: Param<boolean> = {
  read: (raw) => (raw === 'true' ? true : undefined),
  write: () => 'true',
};

/** Several words, comma-separated in the address. */
const words: Param<string[]> = {
  read: (raw) => {
    const list = (raw ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    return list.length ? list : undefined;
  },
  write: (value) => value.join(','),
};

/** The same parameter with a value it takes when the address has none (kept out of the address). */
function withFallback<T>(param: Param<T>, fallback: T): Param<T> {
  return { ...param, fallback };
}

/** The same parameter, kept by Reset and not counted as a filter. */
function kept<T>(param: Param<T>): Param<T> {
  return { ...param, keep: true };
}

export const param = { text, matching, id, oneOf, date, flag, words, withFallback, kept };

/** The page number in an address: a whole number from 1, else 1. */
export const pageNumOf = (raw: string | null): number => id.read(raw) ?? 1;
/** The page size in an address: one of the offered sizes (limits.pageSizes), else the default. */
export function pageSizeOf(raw: string | null): number {
  const size = Number(raw);
  return (limits.pageSizes as readonly number[]).includes(size) ? size : limits.pageSizeDefault;
}

export function readList<S extends ParamSpec>(spec: S, search: URLSearchParams): ListState<S> {
  const filters: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(spec)) {
    const value = p.read(search.get(name)) ?? p.fallback;
    if (value !== undefined) filters[name] = value;
  }
  return {
    filters: filters as Filters<S>,
    pageNum: pageNumOf(search.get('pageNum')),
    pageSize: pageSizeOf(search.get('pageSize')),
  };
}

/**
 * The address of `state`: the spec's parameters in declaration order, then the page; unset values
 * and defaults left out. `keep` carries other parameters over from `current` (a tab, an open detail).
 */
export function writeList<S extends ParamSpec>(
  spec: S,
  state: ListState<S>,
  current?: URLSearchParams,
  keep: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of keep) {
    const value = current?.get(name);
    if (value != null) next.set(name, value);
  }
  for (const [name, p] of Object.entries(spec)) {
    const value = (state.filters as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === false || value === '') continue;
    if (p.fallback !== undefined && same(value, p.fallback)) continue;
    const raw = p.write(value);
    // What would not read back is not written (a value the parameter does not take).
    if (raw !== '' && p.read(raw) !== undefined) next.set(name, raw);
  }
  if (state.pageNum !== 1) next.set('pageNum', String(state.pageNum));
  if (state.pageSize !== limits.pageSizeDefault) next.set('pageSize', String(state.pageSize));
  return next;
}

/** Whether anything Reset clears is set. */
export function isFiltered<S extends ParamSpec>(spec: S, filters: Filters<S>): boolean {
  return Object.entries(spec).some(([name, p]) => {
    const value = (filters as Record<string, unknown>)[name];
    return !p.keep && value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
  });
}

/** The filters Reset leaves: only the kept parameters. */
export function resetFilters<S extends ParamSpec>(spec: S, filters: Filters<S>): Filters<S> {
  const left: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(spec)) {
    const value = (filters as Record<string, unknown>)[name];
    if (p.keep && value !== undefined) left[name] = value;
  }
  return left as Filters<S>;
}

/** Filters and page as one object without unset keys: what a list call takes, and a stable cache key. */
export function requestOf<S extends ParamSpec>(state: ListState<S>): Filters<S> & Page {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state.filters)) if (value !== undefined) params[name] = value;
  return { ...(params as Filters<S>), pageNum: state.pageNum, pageSize: state.pageSize };
}
