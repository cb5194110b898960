// What a catalogue item offers, wherever it is shown (list row, detail drawer, download centre):
// preview a PDF, play a video, view a spreadsheet, download the file through the manager.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadUrl } from '../../api/dcc.ts';
import type { CatalogItem, CatalogKind } from '../../api/dcc.ts';
import { startDownload } from '../downloads/manager.ts';
import { sheetPaths, videoPaths } from './kinds.ts';
import type { PreviewTarget } from './PreviewModal.tsx';

type ItemFile = Pick<CatalogItem, 'id' | 'kind' | 'name' | 'fileName' | 'fileId' | 'size' | 'viewer'>;

export function viewerPathOf(item: Pick<CatalogItem, 'kind' | 'viewer' | 'fileId' | 'name'>): string | null {
  const query = `?fileId=${item.fileId}&name=${encodeURIComponent(item.name)}`;
  if (item.viewer === 'video') return `${videoPaths[item.kind]}${query}`;
  if (item.viewer === 'sheet') return `${sheetPaths[item.kind]}${query}`;
  return null;
}

export function useItemActions() {
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

  /** Videos are never offered for download (spec §8); the server refuses them as well. */
  const download = useCallback(
    (item: ItemFile, version?: { id: number; fileName: string | null; size: number | null }) => {
      if (item.viewer === 'video') return;
      startDownload({
        url: downloadUrl(item.kind as CatalogKind, item.id, version?.id),
        fileName: version?.fileName ?? item.fileName,
        fileSize: version?.size ?? item.size,
      });
    },
    [],
  );

  const openViewer = useCallback(
    (item: ItemFile) => {
      if (item.viewer === 'pdf') {
        setPreview({ id: item.id, name: item.name });
        return;
      }
      const path = viewerPathOf(item);
      if (path) void navigate(path);
    },
    [navigate],
  );

  const closePreview = useCallback(() => setPreview(null), []);

  return { download, openViewer, preview, closePreview };
}
