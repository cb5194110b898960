// The watermark over the shared layout (spec §1, §9): set limits.watermarkDelayMs after the
// layout mounts, never in the way of the mouse, and hard to remove: a MutationObserver puts it
// back when it is taken out of the page or its attributes (style, hidden, class) are touched.
// The node lives outside React's tree, so putting it back never fights React's rendering.
import { useEffect, useRef } from 'react';
import { limits } from '../../contract/limits.ts';
import { watermarkBackground } from './watermarkImage.ts';

export const watermarkAttribute = 'data-watermark';

function styleOf(lines: readonly string[]): string {
  return [
    'position: fixed',
    'inset: 0',
    // Above dialogs and toasts too: a screenshot of any of them carries the mark.
    'z-index: 2100',
    'pointer-events: none',
    'background-repeat: repeat',
    `background-image: ${watermarkBackground(lines)}`,
  ].join('; ');
}

export function Watermark({ lines }: { lines: readonly string[] }) {
  const text = lines.filter((line) => line.trim() !== '').join('\n');
  // Once shown, a new text (the company's name in another language) replaces the mark at once:
  // waiting the delay again would leave the page unmarked for that long.
  const shown = useRef(false);
  useEffect(() => {
    if (text === '') return;
    const style = styleOf(text.split('\n'));
    let node: HTMLDivElement | null = null;

    const place = () => {
      node?.remove();
      node = document.createElement('div');
      node.setAttribute(watermarkAttribute, '');
      node.setAttribute('aria-hidden', 'true');
      node.setAttribute('style', style);
      document.body.appendChild(node);
      shown.current = true;
      // Observed only after it is set up: our own attributes are not reported as tampering.
      observer.observe(node, { attributes: true });
    };
    const observer = new MutationObserver((records) => {
      const current = node;
      if (!current) return;
      const touched = records.some((record) => record.type === 'attributes' && record.target === current);
      if (touched || !current.isConnected || current.parentNode !== document.body) place();
    });

    const start = () => {
      place();
      observer.observe(document.body, { childList: true });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (shown.current) start();
    else timer = setTimeout(start, limits.watermarkDelayMs);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      node?.remove();
    };
  }, [text]);
  return null;
}
