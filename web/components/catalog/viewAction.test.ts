// Which view action a catalogue item offers: the PDF preview only with the module's download code.
import { describe, expect, it } from 'vitest';
import type { CatalogKind } from '../../api/dcc.ts';
import { viewActionOf } from './viewAction.ts';

const holding =
  (...codes: CatalogKind[]) =>
  (kind: CatalogKind) =>
    codes.includes(kind);

describe('viewActionOf', () => {
  it("offers the PDF preview only with the download code of the item's module", () => {
    expect(viewActionOf({ kind: 'tr', viewer: 'pdf' }, holding('dcc'))).toBeNull();
    expect(viewActionOf({ kind: 'tr', viewer: 'pdf' }, holding('tr'))).toBe('catalog.action.preview');
    expect(viewActionOf({ kind: 'dcc', viewer: 'pdf' }, holding('dcc'))).toBe('catalog.action.preview');
  });

  it('offers play and view without the download code, and nothing for other files', () => {
    expect(viewActionOf({ kind: 'tool', viewer: 'video' }, holding())).toBe('catalog.action.play');
    expect(viewActionOf({ kind: 'dcc', viewer: 'sheet' }, holding())).toBe('catalog.action.view');
    expect(viewActionOf({ kind: 'dcc', viewer: 'file' }, holding('dcc'))).toBeNull();
  });
});
