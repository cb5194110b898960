// The catalogue's xlsx import (its columns in publish-constants.ts): a row per item of one kind, written as drafts without a file (the
// publisher attaches each file, then releases). Platforms by name, several separated by commas; the
// row becomes the same body the console's form sends, so one schema rules both.
import { z } from 'zod';
import type { CatalogKind } from './dcc.ts';
import { catalogItemBody } from './publish.ts';
import { pcnImportKeys, toolImportKeys, type CatalogImportKey } from './publish-constants.ts';

const list = (cell: string) =>
  cell
    .split(/[,，;；、]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The sheet's column of an issue of the body: the kind's own fields are columns of their own. */
const columnOf = (path: readonly PropertyKey[]): string => {
  const [first, second] = path;
  if ((first === 'tool' || first === 'pcn') && typeof second === 'string') return second;
  if (first === 'platformIds') return 'platforms';
  return typeof first === 'string' ? first : '';
};

/** A row's cells (trimmed text) to the console's body; platforms resolve by name, case-insensitive. */
export const catalogImportRow = (kind: CatalogKind, platformsByName: ReadonlyMap<string, number>) =>
  z.record(z.string(), z.string().max(10_000, { abort: true })).transform((cells, ctx) => {
    const platformIds: number[] = [];
    for (const name of list(cells.platforms ?? '')) {
      const id = platformsByName.get(name.toLowerCase());
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: 'publishBadPlatform', path: ['platforms'] });
        return z.NEVER;
      }
      platformIds.push(id);
    }
    const pick = (keys: readonly CatalogImportKey[]) => Object.fromEntries(keys.map((k) => [k, cells[k] ?? '']));
    const body = catalogItemBody.safeParse({
      name: cells.name ?? '',
      type: cells.type ?? '',
      platformIds,
      language: (cells.language ?? '').toLowerCase(),
      version: cells.version ?? '',
      description: cells.description ?? '',
      tags: list(cells.tags ?? ''),
      ...(kind === 'tool' ? { tool: pick(toolImportKeys) } : {}),
      ...(kind === 'pcn' ? { pcn: pick(pcnImportKeys) } : {}),
    });
    if (body.success) return body.data;
    for (const issue of body.error.issues)
      // The issue as it was (its code keeps the rule's text), under the sheet's column.
      ctx.addIssue({ ...issue, input: undefined, path: [columnOf(issue.path)] } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
