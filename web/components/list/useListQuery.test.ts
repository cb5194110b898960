import { describe, expect, it } from 'vitest';
import { param } from './listParams.ts';
import { listQueryOf } from './useListQuery.ts';

const spec = { country: param.text(), status: param.oneOf(['draft', 'released'] as const) };
const query = (shown: string, requested?: string) =>
  listQueryOf(
    spec,
    new URLSearchParams(shown),
    () => {},
    requested === undefined ? undefined : new URLSearchParams(requested),
  );

describe('a list whose address is ahead of what it shows', () => {
  it('is pending while the address asks for other conditions than the rows on screen answer', () => {
    expect(query('country=Brazil', 'country=China').pending).toBe(true);
    expect(query('country=Brazil&pageNum=1', 'country=Brazil&pageNum=2').pending).toBe(true);
  });

  it('is not pending for the same conditions, written otherwise, or another part of the address', () => {
    expect(query('country=China').pending).toBe(false);
    expect(query('country=China', 'country=China').pending).toBe(false);
    expect(query('country=China', 'country=+China+&pageNum=1').pending).toBe(false);
    expect(query('country=China', 'country=China&detail=7').pending).toBe(false);
  });
});
