// antd's Tree for a table's column filter, which imports it for `filterMode: 'tree'` (no table of
// ours sets it). Imported there, it put the tree into the first load of every page with a table;
// vite.config.ts points that import here, and the real Tree loads when first drawn.
import type { TreeProps } from 'antd';
import { onDemand } from './onDemand.tsx';

export default onDemand<TreeProps>(
  () => import('antd/es/tree/index.js'),
  () => null,
);
