// A period filter is two address parameters (from, to: YYYY-MM-DD) shown as one date-range field.
import { dayjs } from '../../i18n/dates.ts';
import type { Dayjs } from 'dayjs';

export type RangeValue = [Dayjs | null, Dayjs | null] | null;

/** The field's value for the two days (null when neither is set). */
export function rangeOf(from: string | undefined, to: string | undefined): RangeValue {
  return from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
}

/** The two days of the field's value, each unset when its end is open. */
export function daysOf(range: RangeValue | undefined): [string | undefined, string | undefined] {
  return [range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD')];
}
