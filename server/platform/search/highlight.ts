// Highlights the searched words in the ORIGINAL text. ts_headline works on the segmented text
// (words joined by spaces, punctuation and case gone), which reads badly, and PostgreSQL's own
// parser cannot find Chinese words inside unspaced text; so the app marks them itself.
// Output is HTML: everything escaped except the <mark> tags.
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const latin = /[a-z0-9]/;

function ranges(text: string, terms: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const found: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    const needsBoundary = latin.test(term[0]) || latin.test(term[term.length - 1]);
    for (let i = lower.indexOf(term); i >= 0; i = lower.indexOf(term, i + 1)) {
      const end = i + term.length;
      // "to" must not light up inside "tool"; Chinese words have no such boundaries.
      if (needsBoundary && ((i > 0 && latin.test(lower[i - 1])) || (end < lower.length && latin.test(lower[end]))))
        continue;
      found.push([i, end]);
    }
  }
  found.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const merged: [number, number][] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

function render(text: string, marks: [number, number][], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const [s, e] of marks) {
    if (e <= from || s >= to) continue;
    out +=
      escapeHtml(text.slice(at, Math.max(at, s))) +
      '<mark>' +
      escapeHtml(text.slice(Math.max(s, from), Math.min(e, to))) +
      '</mark>';
    at = Math.min(e, to);
  }
  return out + escapeHtml(text.slice(at, to));
}

/** The whole text with every searched word marked. */
export function highlightAll(text: string, terms: string[]): string {
  return render(text, ranges(text, terms), 0, text.length);
}

/** About `width` characters around the first match (the start when nothing matches), marked. */
export function highlightSnippet(text: string, terms: string[], width = 120): string {
  const marks = ranges(text, terms);
  const first = marks[0]?.[0] ?? 0;
  const from = Math.max(0, Math.min(first - Math.floor(width / 3), text.length - width));
  const to = Math.min(text.length, from + width);
  return `${from > 0 ? '…' : ''}${render(text, marks, from, to)}${to < text.length ? '…' : ''}`;
}
