import { describe, expect, it } from 'vitest';
import { buildTsQuery, segmentWords } from './segment.ts';

describe('segmentation', () => {
  it('splits Chinese into words', () => {
    expect(segmentWords('降低功耗的方法')).toEqual(['降低', '功耗', '的', '方法']);
  });
  it('lower-cases Latin words and drops punctuation', () => {
    expect(segmentWords('How to Reduce POWER?')).toEqual(['how', 'to', 'reduce', 'power']);
  });
  it('keeps chip names and versions whole, joined ones also in parts', () => {
    expect(segmentWords('UMS9230 与 T618 对比')).toEqual(['ums9230', '与', 't618', '对比']);
    const words = segmentWords('NX520-5G 平台 V1.2.3');
    expect(words).toContain('nx520-5g');
    expect(words).toContain('nx520');
    expect(words).toContain('v1.2.3');
  });
  it('handles mixed text', () => {
    expect(segmentWords('NX710平台DDR布线')).toEqual(['nx710', '平台', 'ddr', '布线']);
  });
  it('builds a tsquery with phrase and exclusion, quoting every word', () => {
    expect(buildTsQuery({ words: '功耗 NX710' })).toBe("'功耗' & 'nx710'");
    expect(buildTsQuery({ words: 'ddr', phrase: 'design guide', exclude: 'draft' })).toBe(
      "'ddr' & ('design' <-> 'guide') & !'draft'",
    );
    expect(buildTsQuery({ words: "it's" })).toBe("'it''s'"); // the quote is escaped inside the lexeme
    expect(buildTsQuery({ words: '  ？！ ' })).toBeNull();
    expect(buildTsQuery({ exclude: 'x' })).toBeNull();
  });
});
