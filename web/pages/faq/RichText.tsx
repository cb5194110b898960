// The article body: rich text the vendor wrote, sanitized by the server before it was stored
// (server/platform/sanitize.ts). It is rendered through the same allowlist again
// (contract/richText.ts), as React elements built from an inert parse (DOMParser runs no script
// and loads nothing), so the page never hands markup to innerHTML.
import { createElement, Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import { richTextTags } from '../../../contract/richText.ts';

const allowedTags = new Set<string>(richTextTags);
const voidTags = new Set(['br', 'hr', 'img']);
const safeHref = /^(https?:|mailto:)/i;
const safeSrc = /^(https?:|data:image\/(png|jpeg|gif|webp);)/i;
const span = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number < 100 ? number : undefined;
};

function attributesOf(element: Element, key: string): Record<string, unknown> | null {
  const tag = element.tagName.toLowerCase();
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (safeHref.test(href)) Object.assign(props, { href, target: '_blank', rel: 'noopener noreferrer' });
    const title = element.getAttribute('title');
    if (title) props.title = title;
  } else if (tag === 'img') {
    const src = element.getAttribute('src') ?? '';
    if (!safeSrc.test(src)) return null;
    Object.assign(props, {
      src,
      alt: element.getAttribute('alt') ?? '',
      width: span(element.getAttribute('width')),
      height: span(element.getAttribute('height')),
      style: { maxWidth: '100%' },
    });
  } else if (tag === 'th' || tag === 'td') {
    Object.assign(props, {
      colSpan: span(element.getAttribute('colspan')),
      rowSpan: span(element.getAttribute('rowspan')),
    });
  }
  return props;
}

// Inside these only rows and cells may stand: whitespace between them would be invalid DOM.
const tableParts = new Set(['table', 'thead', 'tbody', 'tr']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const parent = node.parentElement?.tagName.toLowerCase() ?? '';
    return tableParts.has(parent) && !node.textContent?.trim() ? null : node.textContent;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  // An unknown element keeps its text, never its markup.
  if (!allowedTags.has(tag))
    return tag === 'script' || tag === 'style' ? null : createElement(Fragment, { key }, ...children);
  const props = attributesOf(element, key);
  if (!props) return null;
  return voidTags.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

export function RichText({ html }: { html: string }) {
  const nodes = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (child, index) => toReact(child, String(index)));
  }, [html]);
  return <div className="article-rich-text">{nodes}</div>;
}
