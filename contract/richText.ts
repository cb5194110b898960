// The rich text an article may hold: the server cleans what the vendor writes to this allowlist
// before storing it (server/platform/sanitize.ts), and the web renders stored text through the
// same list again (web/pages/faq/RichText.tsx), so the two can never disagree on a tag.
export const richTextTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'span',
] as const;

/** The attributes kept per tag; every other attribute goes. */
export const richTextAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
