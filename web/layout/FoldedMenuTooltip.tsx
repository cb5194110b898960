// The name of the folded module menu's entry under the mouse, in one tooltip beside it. antd wraps
// every menu item in a tooltip of its own for this, and each one's popup engine mounts, measures and
// sets state in the commit that first paints the page, folded or not: the 17 items of the side menu
// made some 90 of that commit's state updates (docs/performance.md, round 11). The menu is given
// `tooltip={false}`, and this one tooltip mounts when the mouse first points at an entry.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { Tooltip } from 'antd';

type Pointed = { name: string; top: number; height: number };

export function FoldedMenuTooltip({ menu, folded }: { menu: RefObject<HTMLElement | null>; folded: boolean }) {
  const [pointed, setPointed] = useState<Pointed | null>(null);
  useEffect(() => {
    const nav = menu.current;
    if (!nav || !folded) return;
    const over = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      // Each item carries its entry's name as its title (antd's Menu from the item's `title`).
      const item = (event.target as Element).closest('li[role="menuitem"][title]');
      if (!item) return setPointed(null);
      const box = item.getBoundingClientRect();
      const top = box.top - nav.getBoundingClientRect().top;
      setPointed({ name: item.getAttribute('title') ?? '', top, height: box.height });
    };
    const leave = () => setPointed(null);
    nav.addEventListener('pointerover', over);
    nav.addEventListener('pointerleave', leave);
    return () => {
      nav.removeEventListener('pointerover', over);
      nav.removeEventListener('pointerleave', leave);
    };
  }, [menu, folded]);
  if (!pointed || !folded) return null;
  return (
    // One per entry (key): the popup aligns to its target as it opens.
    <Tooltip key={pointed.name} open title={pointed.name} placement="right">
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          top: pointed.top,
          width: '100%',
          height: pointed.height,
          pointerEvents: 'none',
        }}
      />
    </Tooltip>
  );
}
