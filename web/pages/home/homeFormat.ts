// Small helpers of the home page: where a catalogue item opens, and the relative time of a date.
import { dayjs } from '../../i18n/dates.ts';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import { findRoute } from '../../routes.ts';

dayjs.extend(relativeTime);

/** "3 天前" / "3 days ago", in dayjs's current locale (the portal's language). */
export const fromNow = (value: string): string => dayjs(value).fromNow();

/** Whether a date is within the last `days` days. */
export const isRecent = (value: string, days: number): boolean => dayjs().diff(dayjs(value), 'day', true) <= days;

/**
 * The module page that opens an item's detail drawer (its `detail` query), or null while that
 * page is not in the route table: a link must never lead to the not-found page.
 */
export function itemLink(kind: 'dcc' | 'tr' | 'pcn' | 'tool', id: number): string | null {
  const path = `/${kind}`;
  return findRoute(path) ? `${path}?detail=${id}` : null;
}
