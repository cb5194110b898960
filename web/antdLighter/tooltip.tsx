// antd's Tooltip for a form item's label, which imports it for the label's `tooltip` prop (no form
// of ours sets it). Imported there, it brought the tooltip and the whole popup engine
// (@rc-component/trigger) into the sign-in page's first load; vite.config.ts points that import
// here, and the real Tooltip loads the first time a label draws one (its child alone until then).
import type { TooltipProps } from 'antd';
import { onDemand } from './onDemand.tsx';

export default onDemand<TooltipProps>(
  () => import('antd/es/tooltip/index.js'),
  (props) => props.children,
);
