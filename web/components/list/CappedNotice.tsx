// The notice above a list whose count stopped at its cap (the page's `capped`, limits.listCountCap):
// more rows match than the total says, and the filters narrow them.
import { Alert } from 'antd';
import { formatCount } from '../format.ts';

export function CappedNotice({
  data,
  text,
}: {
  data?: { total: number; capped?: boolean };
  text: (count: string) => string;
}) {
  if (!data?.capped) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 12 }} title={text(formatCount(data.total))} />;
}
