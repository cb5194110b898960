// One full-text index for every searchable module (ARCHITECTURE.md "Search"): words segmented by
// the app, a weighted tsvector (title A, body B) under GIN, and what access needs to filter in
// the same query: the module and the platforms (none = public to every customer).
import { sql } from '../orm.ts';
import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from '../orm.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocs = pgTable(
  'search_docs',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    itemId: integer('item_id').notNull(),
    tsv: tsvector('tsv').notNull(),
    /**
     * The title's words alone (weight A of tsv), with an index and statistics of its own: the
     * ranking window's title hits (decision 0019) are rare, and the planner must know it.
     */
    titleTsv: tsvector('title_tsv')
      .notNull()
      .generatedAlwaysAs(sql`ts_filter(tsv, '{a}')`),
    platformIds: integer('platform_ids').array().notNull().default([]),
    language: text('language').notNull().default(''),
    type: text('type').notNull().default(''),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('search_docs_item_uq').on(t.module, t.itemId),
    index('search_docs_tsv_idx').using('gin', t.tsv),
    index('search_docs_title_tsv_idx').using('gin', t.titleTsv),
    index('search_docs_platforms_idx').using('gin', t.platformIds),
    // The ranking window walks hits newest first (decision 0019); NULLS FIRST is what `desc` orders by.
    index('search_docs_released_idx').on(t.releasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * The text shown for a hit (title and snippet), apart from what every search scans: a common term
 * matches thousands of rows, and the narrower search_docs is, the fewer pages that costs. Only the
 * page of hits reads these.
 */
export const searchTexts = pgTable('search_texts', {
  docId: integer('doc_id')
    .primaryKey()
    .references(() => searchDocs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
});
