// The view action of a catalogue item (list row and detail drawer): preview a PDF, play a video,
// view a spreadsheet. A previewed PDF is the stamped file in the browser, which can always be
// saved, so the server wants the download code for it (decision 0009) and the action is offered
// only with that code. Videos and sheets show no savable file and stay open to anyone who sees the item.
import type { CatalogItem } from '../../api/dcc.ts';

export type ViewLabel = 'catalog.action.preview' | 'catalog.action.play' | 'catalog.action.view';

const labels = { pdf: 'catalog.action.preview', video: 'catalog.action.play', sheet: 'catalog.action.view' } as const;

/** The label of the item's view action, or null when there is none for this user. */
export function viewActionOf(
  item: Pick<CatalogItem, 'kind' | 'viewer'>,
  mayDownload: (kind: CatalogItem['kind']) => boolean,
): ViewLabel | null {
  if (item.viewer === 'file') return null;
  if (item.viewer === 'pdf' && !mayDownload(item.kind)) return null;
  return labels[item.viewer];
}
