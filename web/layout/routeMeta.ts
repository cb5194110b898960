// What the route table says about the page on screen, for the layouts (footer, feedback, title).
import { createContext, useContext } from 'react';
import type { RouteMeta } from '../routes.ts';

export type { RouteMeta };

export const RouteMetaContext = createContext<RouteMeta | null>(null);

export function useRouteMeta(): RouteMeta | null {
  return useContext(RouteMetaContext);
}
