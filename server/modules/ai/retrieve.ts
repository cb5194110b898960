// Grounding: the passages an answer is built from, found through the portal's search index among
// what the caller may see (visibleSearchDocs: the modules they may enter, public items and items
// of their company's platforms), narrowed to the conversation's platform — and released patches
// of that platform (not in the search index) through the patch module's own rule. Nothing else
// ever reaches an engine, so nothing else can reach an answer.
import { and, desc, eq, ilike, or, sql } from '../../db/orm.ts';
import { aiLimits, type AiSourceRow } from '../../../contract/ai-constants.ts';
import type { SearchModule } from '../../../contract/search.ts';
import type { Db } from '../../db/client.ts';
import { patches } from '../../db/schema/index.ts';
import { likePattern } from '../../platform/paging.ts';
import { switchedOffPages } from '../auth/menu.ts';
import { visiblePatches } from '../patch/visibility.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { lexeme, segmentWords } from '../../platform/search/segment.ts';
import { linkOf, visibleSearchDocs } from '../search/service.ts';

export type Passage = AiSourceRow & { text: string };

/** Words a question is made of that say nothing about its subject. */
const stopWords = new Set([
  ...['的', '了', '吗', '呢', '吧', '啊', '如何', '怎么', '怎样', '什么', '哪些', '哪个', '应该', '是否', '可以'],
  ...['能否', '需要', '我', '我们', '我的', '有', '和', '与', '及', '在', '是', '请', '问', '一下', '这个', '那个'],
  ...['how', 'do', 'does', 'did', 'i', 'we', 'you', 'the', 'a', 'an', 'to', 'for', 'of', 'and', 'or', 'is'],
  ...['are', 'was', 'what', 'which', 'why', 'when', 'where', 'my', 'our', 'with', 'on', 'in', 'at', 'by'],
  ...['can', 'could', 'should', 'would', 'it', 'this', 'that', 'be', 'there', 'any', 'about', 'from', 'me'],
]);

/** The question's meaningful words, at most a dozen (a pasted log must not make a huge query). */
export function questionTerms(question: string): string[] {
  const words = segmentWords(question).filter((w) => !stopWords.has(w) && (w.length > 1 || /[^\p{ASCII}]/u.test(w)));
  return [...new Set(words)].slice(0, 12);
}

/** How many matches are ranked: the newest ones (as search does, decision 0019). */
const rankWindow = 2000;

/** The best passages for `question` among what `user` may see, numbered from 1. */
export async function retrieve(db: Db, user: AuthUser, question: string, platformId: number): Promise<Passage[]> {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const query = terms.map(lexeme).join(' | ');
  const visible = visibleSearchDocs(user, { platformIds: [platformId] });
  const result = await db.execute(sql`
    select d.module, d.item_id, x.title, x.body,
           ts_rank(d.tsv, q.q) + 2 * ts_rank(d.title_tsv, q.q) as rank
    from (select d.id from search_docs d, to_tsquery('simple', ${query}) q(q)
          where d.tsv @@ q.q and ${visible}
          order by d.released_at desc, d.id desc limit ${rankWindow}) m
    join search_docs d on d.id = m.id
    join search_texts x on x.doc_id = d.id,
    to_tsquery('simple', ${query}) q(q)
    order by rank desc, d.released_at desc, d.id desc
    limit ${aiLimits.sources}`);
  const rows = (result as unknown as { rows: { module: string; item_id: number; title: string; body: string }[] }).rows;
  const found = await patchPassages(db, user, terms, platformId);
  const documents = rows.slice(0, aiLimits.sources - found.length).map((r) => ({
    module: r.module,
    itemId: Number(r.item_id),
    title: r.title,
    link: linkOf(r.module as SearchModule, Number(r.item_id)),
    text: bestSentences(r.body || r.title, terms),
  }));
  return [...documents, ...found].map((passage, i) => ({ n: i + 1, ...passage }));
}

/** Patches one answer may cite at most, so documents keep most of the places. */
const patchSlots = 2;

/**
 * Released patches of the platform whose name or description holds the question's words, the
 * best matched first — for a caller who may open the patch page and while it is switched on.
 */
async function patchPassages(db: Db, user: AuthUser, terms: string[], platformId: number) {
  if ((await switchedOffPages(db, user, ['M07'])).has('M07')) return [];
  const rows = await db
    .select({ id: patches.id, name: patches.name, description: patches.description, version: patches.version })
    .from(patches)
    .where(
      and(
        visiblePatches(user, { platformId }),
        eq(patches.state, 'released'),
        or(...terms.flatMap((t) => [ilike(patches.name, likePattern(t)), ilike(patches.description, likePattern(t))])),
      ),
    )
    .orderBy(desc(patches.releasedAt), desc(patches.id))
    .limit(50);
  const hits = (r: (typeof rows)[number]) => {
    const text = `${r.name} ${r.description}`.toLowerCase();
    return terms.filter((t) => text.includes(t)).length;
  };
  return rows
    .map((r) => ({ r, score: hits(r) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, patchSlots)
    .map(({ r }) => ({
      module: 'patch',
      itemId: r.id,
      title: r.version ? `${r.name} (${r.version})` : r.name,
      // The patch list opened on that patch: a patch has no page of its own.
      link: `/patch?keyword=${encodeURIComponent(r.name)}`,
      text: bestSentences(r.description || r.name, terms),
    }));
}

/** The two sentences of `body` holding the most of the question's words, in their order, ≤ 400 characters. */
export function bestSentences(body: string, terms: string[], keep = 2): string {
  const sentences = body
    .split(/(?<=[。！？.!?；;])\s*|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (sentences.length === 0) return '';
  const scored = sentences.map((s, index) => {
    const lower = s.toLowerCase();
    return { s, index, score: terms.filter((t) => lower.includes(t)).length };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, keep)
    .sort((a, b) => a.index - b.index)
    .map((c) => c.s)
    .join(' ');
  return chosen.length > 400 ? `${chosen.slice(0, 399)}…` : chosen;
}
