// A component that loads its real implementation the first time it is drawn, showing `fallback`
// until then: how web/antdLighter/ keeps antd's parts out of first loads that never show them.
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { defaultOf } from './defaultOf.ts';

export function onDemand<P extends object>(load: () => Promise<unknown>, fallback: (props: P) => ReactNode) {
  const Real = lazy(async () => ({ default: defaultOf<ComponentType<P>>(await load()) }));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Real {...props} />
      </Suspense>
    );
  };
}
