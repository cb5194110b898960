// Keep-alive's last part (ARCHITECTURE.md): filters and page live in the URL and the query cache,
// and the scroll position is remembered per address, so a list left for a viewer page comes back
// where it was. Recorded on scroll (not on unmount: by then the next page may have shrunk the
// document and the browser clamped the position) and restored once the rows are there.
import { useLayoutEffect, useRef } from 'react';

const positions = new Map<string, number>();

export function useScrollMemory(key: string, ready: boolean): void {
  const restored = useRef<string | null>(null);

  useLayoutEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    // A layout effect's cleanup runs as the page is taken down, before a scroll event of the
    // shrinking document could overwrite the position.
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const saved = positions.get(key);
    if (saved) window.scrollTo(0, saved);
  }, [key, ready]);
}
