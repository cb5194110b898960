// The answer renderer: the forms an answer uses, and nothing of the model's text ever becomes
// markup or a link that leaves the portal.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AiSource } from '../../api/ai.ts';
import { isPortalPath, Markdown, parseInline, parseMarkdown } from './markdown.tsx';

const sources: AiSource[] = [
  { n: 1, module: 'dcc', itemId: 4, title: 'Power guide', link: '/dcc?detail=4' },
  { n: 2, module: 'faq', itemId: 9, title: 'Standby FAQ', link: '/faq/faqDetail?id=9' },
];

const html = (text: string, cited: AiSource[] = sources) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { text, sources: cited })));

describe('parseMarkdown', () => {
  it('reads paragraphs (lines kept), headings, fenced code and both kinds of list', () => {
    const blocks = parseMarkdown(
      '# Title\nfirst line\nsecond line\n\n- a\n- b\n\n3. x\n4. y\n\n```c\nint x = 1;\n\n**not bold**\n```\nafter',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'code', 'paragraph']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      lines: [[{ kind: 'text', text: 'first line' }], [{ kind: 'text', text: 'second line' }]],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, start: 1, items: [[{ text: 'a' }], [{ text: 'b' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3, items: [[{ text: 'x' }], [{ text: 'y' }]] });
    expect(blocks[4]).toEqual({ kind: 'code', text: 'int x = 1;\n\n**not bold**' });
  });

  it('shows a fence not yet closed (an answer still streaming) as code to the end', () => {
    expect(parseMarkdown('text\n```\ncode so far')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'text' }]] },
      { kind: 'code', text: 'code so far' },
    ]);
  });

  it('keeps an ordered list one list across blank lines and joins an indented continuation', () => {
    const blocks = parseMarkdown('1. one\n   more\n\n2. two');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      kind: 'list',
      items: [[{ text: 'one' }, { text: ' ' }, { text: 'more' }], [{}]],
    });
  });
});

describe('parseInline', () => {
  it('reads bold, code (nothing parsed inside), citations and portal links', () => {
    expect(parseInline('**a** `**b**` [1][2] see [guide](/dcc?detail=4)')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'a' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: '**b**' },
      { kind: 'text', text: ' ' },
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 2 },
      { kind: 'text', text: ' see ' },
      { kind: 'link', to: '/dcc?detail=4', children: [{ kind: 'text', text: 'guide' }] },
    ]);
  });

  it('reads brackets around a link as text, the link and citation inside still read', () => {
    expect(parseInline('[see [1] and [x](/a)](/b)')).toEqual([
      { kind: 'text', text: '[see ' },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: ' and ' },
      { kind: 'link', to: '/a', children: [{ kind: 'text', text: 'x' }] },
      { kind: 'text', text: '](/b)' },
    ]);
  });

  it('reads a list of citations [1, 2] as two', () => {
    expect(parseInline('[1, 2]')).toEqual([
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 2 },
    ]);
  });

  it('keeps unclosed markers as text (a streaming answer cut mid-word)', () => {
    expect(parseInline('**half `open [1')).toEqual([{ kind: 'text', text: '**half `open [1' }]);
  });

  it('keeps the words of a link to anywhere but a portal path, without the address', () => {
    for (const href of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert%281%29',
      'dcc',
    ]) {
      expect(parseInline(`[click](${href})`), href).toEqual([{ kind: 'text', text: 'click' }]);
    }
  });
});

describe('isPortalPath', () => {
  it('accepts paths of the portal only', () => {
    expect(isPortalPath('/faq/faqDetail?id=9')).toBe(true);
    expect(isPortalPath('/')).toBe(true);
    for (const href of ['//x.example', '/\\x.example', 'https://x.example', 'javascript:x', '/a b', ''])
      expect(isPortalPath(href), href).toBe(false);
  });
});

describe('Markdown', () => {
  it('renders the forms as elements: paragraphs, bold, code, lists, links to portal pages', () => {
    const out = html('Hello **world** and `x < y`\n\n- one\n1. first\n\n```\na && b\n```\n[guide](/dcc?detail=4)');
    expect(out).toContain('<strong>world</strong>');
    expect(out).toMatch(/<code[^>]*>x &lt; y<\/code>/);
    expect(out).toContain('<li>one</li>');
    expect(out).toMatch(/<ol start="1"[^>]*><li>first<\/li><\/ol>/);
    expect(out).toMatch(/<pre[^>]*><code>a &amp;&amp; b<\/code><\/pre>/);
    expect(out).toMatch(/<a [^>]*href="\/dcc\?detail=4"[^>]*>guide<\/a>/);
  });

  it('links [n] to source n, and leaves a number with no such source as text', () => {
    const out = html('Lower the clock [2] and check [7].');
    expect(out).toMatch(/<sup><a [^>]*>\[2\]<\/a><\/sup>/);
    expect(out).toContain('href="/faq/faqDetail?id=9"');
    expect(out).toContain('title="Standby FAQ"');
    expect(out).toContain('check [7].');
    expect(out.match(/<a /g)).toHaveLength(1);
  });

  it('never lets HTML through: <script> and <img onerror> come out as text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n- <b>bold?</b>');
    expect(out).not.toMatch(/<script|<img|<b>/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(out).toContain('<li>&lt;b&gt;bold?&lt;/b&gt;</li>');
  });

  it('never makes a javascript: or foreign link, even from a source', () => {
    const out = html('[x](javascript:alert(1)) [y](https://evil.example) [1]', [
      { n: 1, module: 'dcc', itemId: 1, title: 't', link: 'javascript:alert(1)' },
    ]);
    expect(out).not.toContain('<a');
    expect(out).not.toMatch(/href=/);
  });
});
