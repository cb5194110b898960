// antd's Tree for a table's column filter, which imports it for `filterMode: 'tree'` (no table of
// ours sets it). Imported there, it put the tree (~15 kB gzip) into the first load of every page
// with a table; vite.config.ts points that import here, and the real Tree loads when first drawn.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { TreeProps } from 'antd';
import { defaultOf } from './defaultOf.ts';

const Tree = lazy(async () => ({
  default: defaultOf<(props: TreeProps) => ReactNode>(await import('antd/es/tree/index.js')),
}));

/** antd's Tree, loaded when first drawn. */
export default function TreeOnDemand(props: TreeProps) {
  return (
    <Suspense fallback={null}>
      <Tree {...props} />
    </Suspense>
  );
}
