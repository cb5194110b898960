// The assistant's answers are Markdown written by a language model from portal content: text we do
// not control. So no HTML parser and no dangerouslySetInnerHTML — a small reader of the few forms an
// answer uses (paragraphs, **bold**, `code`, fenced code, lists, [n] citations, links to portal
// pages) that builds React elements, whose text React escapes: `<script>` stays text. A link is kept
// only to a portal path ('/…'), never to another site or a `javascript:` address.
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { AiSource } from '../../api/ai.ts';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'cite'; n: number }
  | { kind: 'link'; to: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] };

/** A path inside the portal: one slash then not another (`//host` and `/\host` leave the site). */
export function isPortalPath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href);
}

const fence = /^\s*(`{3,}|~{3,})/;
const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const bullet = /^\s*[-*+]\s+(.*)$/;
const numbered = /^\s*(\d{1,9})[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph.map((line) => parseInline(line)) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = fence.exec(line);
    if (open) {
      endParagraph();
      // Until the closing fence, or the end: an answer still streaming has not closed it yet.
      const marker = open[1]!;
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trim().startsWith(marker); i++) code.push(lines[i]!);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      endParagraph();
      continue;
    }
    const title = heading.exec(line);
    if (title) {
      endParagraph();
      blocks.push({ kind: 'heading', children: parseInline(title[1]!) });
      continue;
    }
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (item) {
      endParagraph();
      const ordered = item.length === 3;
      const last = blocks.at(-1);
      const text = item[item.length - 1]!;
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(parseInline(text));
      else blocks.push({ kind: 'list', ordered, start: ordered ? Number(item[1]) : 1, items: [parseInline(text)] });
      continue;
    }
    const last = blocks.at(-1);
    // An indented line right after an item continues that item.
    if (paragraph.length === 0 && last?.kind === 'list' && /^\s+/.test(line) && lines[i - 1]?.trim() !== '') {
      const items = last.items;
      items[items.length - 1] = [...items[items.length - 1]!, { kind: 'text', text: ' ' }, ...parseInline(line.trim())];
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  return blocks;
}

const citation = /^\[(\d{1,3}(?:\s*[,，、]\s*\d{1,3})*)\]/;
const link = /^\[([^\]\n]+)\]\(([^()\s]*)\)/;

export function parseInline(text: string, inLink = false): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('`')) {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('**')) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'bold', children: parseInline(text.slice(i + 2, end), inLink) });
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith('[')) {
      const cite = citation.exec(rest);
      if (cite) {
        flush();
        for (const n of cite[1]!.split(/[,，、]/)) out.push({ kind: 'cite', n: Number(n.trim()) });
        i += cite[0].length;
        continue;
      }
      const anchor = inLink ? null : link.exec(rest);
      if (anchor) {
        flush();
        const children = parseInline(anchor[1]!, true);
        // Anywhere but a portal page: the words stay, the address goes.
        if (isPortalPath(anchor[2]!)) out.push({ kind: 'link', to: anchor[2]!, children });
        else out.push(...children);
        i += anchor[0].length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
  return out;
}

const codeBlock: CSSProperties = {
  margin: '8px 0',
  padding: '8px 12px',
  background: 'rgba(0, 0, 0, 0.04)',
  borderRadius: 6,
  overflowX: 'auto',
  fontSize: 13,
  whiteSpace: 'pre',
};
const codeSpan: CSSProperties = { padding: '0 4px', background: 'rgba(0, 0, 0, 0.06)', borderRadius: 4 };
const spaced: CSSProperties = { margin: '0 0 8px' };

function renderInline(inlines: Inline[], sources: AiSource[]): ReactNode[] {
  return inlines.map((inline, key) => {
    switch (inline.kind) {
      case 'text':
        return inline.text;
      case 'code':
        return (
          <code key={key} style={codeSpan}>
            {inline.text}
          </code>
        );
      case 'bold':
        return <strong key={key}>{renderInline(inline.children, sources)}</strong>;
      case 'link':
        return (
          <Link key={key} to={inline.to}>
            {renderInline(inline.children, sources)}
          </Link>
        );
      case 'cite': {
        const cited = sources.find((source) => source.n === inline.n);
        // A number the answer made up (no such source) is shown as written, linking nowhere.
        if (!cited || !isPortalPath(cited.link)) return `[${inline.n}]`;
        return (
          <sup key={key}>
            <Link to={cited.link} title={cited.title} className="ai-cite">
              {`[${inline.n}]`}
            </Link>
          </sup>
        );
      }
    }
  });
}

function renderBlock(block: Block, key: number, sources: AiSource[]): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p key={key} style={spaced}>
          {block.lines.map((line, index) => [
            index > 0 ? <br key={`br${index}`} /> : null,
            ...renderInline(line, sources),
          ])}
        </p>
      );
    case 'heading':
      return (
        <p key={key} style={spaced}>
          <strong>{renderInline(block.children, sources)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre key={key} style={codeBlock}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInline(item, sources)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start} style={{ ...spaced, paddingInlineStart: 24 }}>
          {items}
        </ol>
      ) : (
        <ul key={key} style={{ ...spaced, paddingInlineStart: 24 }}>
          {items}
        </ul>
      );
    }
  }
}

/** An answer's Markdown as React elements; [n] links to source n's portal page. */
export function Markdown({ text, sources }: { text: string; sources: AiSource[] }) {
  return <div className="ai-markdown">{parseMarkdown(text).map((block, key) => renderBlock(block, key, sources))}</div>;
}
