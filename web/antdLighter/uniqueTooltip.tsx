// antd's UniqueProvider (one tooltip shared by a whole tree), which ConfigProvider imports for its
// `tooltip.unique` option (ours does not set it) — and with it the popup engine, into every first
// load. vite.config.ts points that import here; the real provider loads if the option is ever set.
import type { ReactNode } from 'react';
import { onDemand } from './onDemand.tsx';

export default onDemand<{ children?: ReactNode }>(
  () => import('antd/es/tooltip/UniqueProvider/index.js'),
  (props) => props.children,
);
