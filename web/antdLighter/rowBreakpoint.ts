// antd's Row (and with it every Form.Item, which lays out its label and control in one) renders
// first without the window's breakpoints, then subscribes to them in a layout effect, and the
// subscription's first answer re-renders it at once: one more render per row in the task that first
// shows the page (four on the sign-in page), and the page's effects run in that task too instead of
// after the paint. vite.config.ts points Row's import of that hook here: the breakpoints are read
// when the row first renders, and the row renders again only when one of them changes.
import { useLayoutEffect, useRef, useState } from 'react';
import useResponsiveObserverModule from 'antd/es/_util/responsiveObserver.js';
import type { BreakpointMap, ScreenMap } from 'antd/es/_util/responsiveObserver.js';
import { defaultOf } from './defaultOf.ts';

type ResponsiveObserver = {
  responsiveMap: BreakpointMap;
  subscribe: (listener: (screens: ScreenMap) => void) => number;
  unsubscribe: (token: number) => void;
};
const useResponsiveObserver = defaultOf<() => ResponsiveObserver>(useResponsiveObserverModule);

/** Whether two breakpoint maps differ in any breakpoint. */
export function screensDiffer(a: ScreenMap, b: ScreenMap): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ScreenMap)[]);
  return [...keys].some((key) => Boolean(a[key]) !== Boolean(b[key]));
}

/** The window's breakpoints now, as the observer will answer them. */
function screensNow(responsiveMap: BreakpointMap): ScreenMap {
  return Object.fromEntries(
    Object.entries(responsiveMap).map(([screen, query]) => [screen, window.matchMedia(query).matches]),
  );
}

/** Row's `useBreakpoint(true, null)`: the breakpoints, and a render whenever one changes. */
export default function useBreakpoint(): ScreenMap {
  const observer = useResponsiveObserver();
  const [screens, setScreens] = useState(() => screensNow(observer.responsiveMap));
  // What the row renders with: the state changes only here, so the two stay the same.
  const shown = useRef(screens);
  useLayoutEffect(() => {
    const token = observer.subscribe((next) => {
      if (!screensDiffer(shown.current, next)) return;
      shown.current = next;
      setScreens(next);
    });
    return () => observer.unsubscribe(token);
  }, [observer]);
  return screens;
}
