// Text with the look of antd's Typography (secondary or danger colour, headings, a clamp to a few
// lines), without its machinery: each Typography mounts a resize observer, an ellipsis tooltip and
// measuring elements, and sets state in layout effects as it mounts, so React renders it again
// inside the commit that first paints the page. The home page's texts made some 80 such updates
// in that commit (docs/performance.md, round 11). A clamp here is the browser's own (line-clamp),
// with the whole text as the element's title.
import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

type Tone = 'secondary' | 'danger';

/** A run of text in a secondary (or danger) colour, the small size unless `style` says otherwise. */
export function MutedText({
  children,
  tone = 'secondary',
  className,
  style,
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <span
      className={className}
      style={{
        color: tone === 'danger' ? token.colorError : token.colorTextSecondary,
        fontSize: token.fontSizeSM,
        ...style,
      }}
    >
      {children}
    </span>
  );
}

/**
 * A paragraph in the secondary colour; with `rows`, cut after that many lines with an ellipsis
 * (the whole text in `title`, for the pointer).
 */
export function MutedParagraph({
  children,
  rows,
  title,
  style,
}: {
  children: ReactNode;
  rows?: number;
  title?: string;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const clamp: CSSProperties = rows
    ? { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: rows, overflow: 'hidden' }
    : {};
  return (
    <p
      title={title}
      style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM, ...clamp, ...style }}
    >
      {children}
    </p>
  );
}

/** A heading of antd's sizes for `level` (3: a banner's title, 5: a small section's). */
export function Heading({ level, children, style }: { level: 3 | 5; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = level === 3 ? 'h3' : 'h5';
  return (
    <Tag
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 3 ? token.fontSizeHeading3 : token.fontSizeHeading5,
        lineHeight: level === 3 ? token.lineHeightHeading3 : token.lineHeightHeading5,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
