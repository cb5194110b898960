import { describe, expect, it } from 'vitest';
import { highlightAll, highlightSnippet } from './highlight.ts';

describe('highlight', () => {
  it('marks Chinese words inside unspaced text, keeping the original', () => {
    expect(highlightAll('降低功耗的方法', ['功耗'])).toBe('降低<mark>功耗</mark>的方法');
  });
  it('is case-insensitive and respects Latin word boundaries', () => {
    expect(highlightAll('How to use the Tool', ['to'])).toBe('How <mark>to</mark> use the Tool');
    expect(highlightAll('DDR and ddr', ['ddr'])).toBe('<mark>DDR</mark> and <mark>ddr</mark>');
  });
  it('escapes everything but the marks', () => {
    expect(highlightAll('<script>x</script> guide', ['guide'])).toBe(
      '&lt;script&gt;x&lt;/script&gt; <mark>guide</mark>',
    );
  });
  it('merges overlapping matches', () => {
    expect(highlightAll('NX520-5G', ['nx520-5g', 'nx520', '5g'])).toBe('<mark>NX520-5G</mark>');
  });
  it('cuts a snippet around the first match', () => {
    const text = `${'前言。'.repeat(60)}这里讨论功耗。${'结尾。'.repeat(60)}`;
    const snippet = highlightSnippet(text, ['功耗'], 60);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>功耗</mark>');
  });
});
