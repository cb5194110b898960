import { describe, expect, it } from 'vitest';
import { functionDefs, menuDefs, moduleCodes } from './menus.ts';

describe('the module → code map', () => {
  it('names every page of the menu once, and only pages of the menu', () => {
    const pages = Object.values(moduleCodes).map((m) => m.page);
    expect([...pages].sort()).toEqual(menuDefs.map((m) => m.funcNo).sort());
  });

  it("names only function codes that exist and belong to the module's own page", () => {
    for (const m of Object.values(moduleCodes)) {
      for (const code of ['download' in m ? m.download : undefined, 'export' in m ? m.export : undefined].filter(
        (c) => c !== undefined,
      )) {
        expect(functionDefs.find((f) => f.code === code)?.parent, code).toBe(m.page);
      }
    }
  });
});
