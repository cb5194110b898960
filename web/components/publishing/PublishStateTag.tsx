// The publishing state of a row in a staff console, in the portal's colours (UI.md): a draft waits
// (orange), released is done (green), withdrawn is voided (red). The page names the state in its words.
import { Tag } from 'antd';
import type { PublishState } from '../../../contract/publish-constants.ts';

const colours: Record<PublishState, string> = { draft: 'orange', released: 'green', withdrawn: 'red' };

export function PublishStateTag({ state, label }: { state: PublishState; label: string }) {
  return <Tag color={colours[state]}>{label}</Tag>;
}
