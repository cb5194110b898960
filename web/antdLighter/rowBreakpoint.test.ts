import { describe, expect, it } from 'vitest';
import { screensDiffer } from './rowBreakpoint.ts';

describe('screensDiffer', () => {
  it('finds no difference between the same breakpoints, however they were written', () => {
    expect(screensDiffer({ xs: true, sm: false, md: false }, { md: false, xs: true, sm: false })).toBe(false);
    // A breakpoint left out is one that does not match.
    expect(screensDiffer({ xs: true, sm: false }, { xs: true })).toBe(false);
  });

  it('finds a breakpoint switched on or off', () => {
    expect(screensDiffer({ xs: true, sm: false }, { xs: true, sm: true })).toBe(true);
    expect(screensDiffer({ xs: true, lg: true }, { xs: true })).toBe(true);
    expect(screensDiffer({}, { xxl: true })).toBe(true);
  });
});
