// antd's date range picker (with its calendar, a good part of a list page's weight) behind a lazy
// boundary: until a range is set or the field is used, a plain input stands in for it, and the
// picker loads on the first click or focus.
import { Suspense, useState } from 'react';
import { Input } from 'antd';
import type { RangeValue } from '../list/dateRange.ts';

export type DateRangeProps = {
  value?: RangeValue;
  onChange?: (value: RangeValue) => void;
  placeholder: [string, string];
  width?: number;
  autoFocus?: boolean;
};

import { RangePickerField as RangePicker } from './lazyParts.ts';

export function DateRange(props: DateRangeProps) {
  const [used, setUsed] = useState(false);
  const width = props.width ?? 260;
  const standIn = (disabled: boolean) => (
    <Input
      readOnly
      disabled={disabled}
      placeholder={props.placeholder.join(' → ')}
      aria-label={props.placeholder.join(' → ')}
      onFocus={() => setUsed(true)}
      onClick={() => setUsed(true)}
      style={{ width }}
    />
  );
  if (!used && !props.value?.some(Boolean)) return standIn(false);
  return (
    <Suspense fallback={standIn(true)}>
      <RangePicker {...props} width={width} autoFocus={used} />
    </Suspense>
  );
}
