// A menu's selection as antd's Menu takes it: the same array for the same entry, so that a render of
// the header or the side menu is not also a change of the Menu's controlled state.
import { describe, expect, it } from 'vitest';
import { selectionOf } from './menuItems.tsx';

describe('selectionOf', () => {
  it('gives the same array for the same key each time, and one empty array for none', () => {
    expect(selectionOf('M01')).toEqual(['M01']);
    expect(selectionOf('M01')).toBe(selectionOf('M01'));
    expect(selectionOf('M02')).toEqual(['M02']);
    expect(selectionOf(null)).toEqual([]);
    expect(selectionOf(null)).toBe(selectionOf(null));
  });
});
