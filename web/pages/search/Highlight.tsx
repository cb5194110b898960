// The server's highlight markup shown as text with the matched words in <mark> (searchQuery.ts
// highlightParts): no markup of the server reaches the page as HTML.
import { highlightParts } from './searchQuery.ts';

export function Highlight({ html }: { html: string }) {
  return (
    <>
      {highlightParts(html).map((part, index) =>
        part.marked ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
