// Rich text from the vendor is cleaned before it is stored: an allowlist of tags and attributes,
// links to http(s)/mailto only, images from our own files or data URIs. Everything else goes.
import sanitizeHtml from 'sanitize-html';
import { richTextAttributes, richTextTags } from '../../contract/richText.ts';

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...richTextTags],
    allowedAttributes: Object.fromEntries(Object.entries(richTextAttributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** What sanitize-html writes for the characters of text (it escapes them even with no tag allowed). */
const textEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * The words of some HTML, for the search index and snippets: blocks and line breaks part words. Text
 * as it reads ("a < b", not "a &lt; b"): whoever shows it escapes it (the highlights do).
 */
export const plainText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|li|div|h[1-6]|td|th|tr|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => textEntities[name])
    .replace(/\s+/g, ' ')
    .trim();
