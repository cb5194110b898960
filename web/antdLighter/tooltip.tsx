// antd's Tooltip for a form item's label, which imports it for the label's `tooltip` prop (no form
// of ours sets it). Imported there, it brought the tooltip and the whole popup engine
// (@rc-component/trigger) into the sign-in page's first load; vite.config.ts points that import
// here, and the real Tooltip loads the first time a label draws one.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { TooltipProps } from 'antd';
import { defaultOf } from './defaultOf.ts';

const Tooltip = lazy(async () => ({
  default: defaultOf<(props: TooltipProps) => ReactNode>(await import('antd/es/tooltip/index.js')),
}));

/** antd's Tooltip, loaded when first drawn; until then its child alone. */
export default function TooltipOnDemand(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
