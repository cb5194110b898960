// antd's UniqueProvider (one tooltip shared by a whole tree), which ConfigProvider imports for its
// `tooltip.unique` option (ours does not set it) — and with it the popup engine, into every first
// load. vite.config.ts points that import here; the real provider loads if the option is ever set.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { defaultOf } from './defaultOf.ts';

type Props = { children?: ReactNode };

const Unique = lazy(async () => ({
  default: defaultOf<(props: Props) => ReactNode>(await import('antd/es/tooltip/UniqueProvider/index.js')),
}));

/** antd's UniqueProvider, loaded when a ConfigProvider asks for it. */
export default function UniqueTooltipOnDemand({ children }: Props) {
  return (
    <Suspense fallback={children}>
      <Unique>{children}</Unique>
    </Suspense>
  );
}
