// The picker itself, loaded by ReleaseRange.tsx on first use. Either end may stay open.
import { DatePicker } from 'antd';
import type { DateRangeProps } from './ReleaseRange.tsx';

export default function RangePickerField({ value, onChange, placeholder, width, autoFocus }: DateRangeProps) {
  return (
    <DatePicker.RangePicker
      value={value}
      onChange={(next) => onChange?.(next)}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      autoFocus={autoFocus}
      defaultOpen={autoFocus}
      style={{ width }}
    />
  );
}
