// The versioned texts customers accept: the NDA (ticked at every sign-in; the version is recorded on
// the account), the portal's disclaimers (first visit of /; an acceptance counts when it is newer
// than the current version) and the AI assistant's terms (accepted per account and version number).
// Version 1 of each is the text the portal was delivered with (in code); staff publish the next
// ones, each a row of the settings table (`doc.<kind>.<seq>`), so no restart and no schema change:
// the newest is current. Read through the read cache, which a publish invalidates.
import { and, eq, like, sql } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { Language } from '../../../contract/limits.ts';
import {
  paragraphsOf,
  settingsMax,
  type DocumentBody,
  type DocumentKind,
  type DocumentVersion,
} from '../../../contract/settings.ts';
import type { Db } from '../../db/client.ts';
import { settings, visits } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { builtInDisclaimer } from '../ai/catalogue.ts';
import { builtInNda, ndaVersion } from '../auth/nda.ts';
import { builtInDisclaimers, disclaimersVersion } from './disclaimers-text.ts';

/** What a published version's row holds. `at` is the database clock to the microsecond. */
type Stored = {
  label: string;
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  at: string;
  publishedBy: string;
};
export type Version = Omit<Stored, 'at' | 'publishedBy'> & {
  seq: number;
  at: string | null;
  publishedBy: string | null;
};

const prefix = (kind: DocumentKind) => `doc.${kind}.`;

function builtIn(kind: DocumentKind): Version {
  const texts = (zh: { title: string; content: string }, en: { title: string; content: string }, label: string) => ({
    seq: 1,
    label,
    titleZh: zh.title,
    titleEn: en.title,
    contentZh: zh.content,
    contentEn: en.content,
    at: null,
    publishedBy: null,
  });
  const joined = (text: { title: string; paragraphs: string[] }) => ({
    title: text.title,
    content: text.paragraphs.join('\n\n'),
  });
  if (kind === 'nda') return texts(builtInNda.zh, builtInNda.en, ndaVersion);
  if (kind === 'disclaimers')
    return texts(joined(builtInDisclaimers.zh), joined(builtInDisclaimers.en), disclaimersVersion);
  return texts(joined(builtInDisclaimer.zh), joined(builtInDisclaimer.en), '1');
}

function fromRow(kind: DocumentKind, row: { key: string; value: unknown }): Version | null {
  const seq = row.key.slice(prefix(kind).length);
  if (!/^\d{1,4}$/.test(seq)) return null;
  const value = row.value as Partial<Stored> | null;
  if (!value || typeof value.label !== 'string' || typeof value.at !== 'string') return null;
  return {
    seq: Number(seq),
    label: value.label,
    titleZh: value.titleZh ?? '',
    titleEn: value.titleEn ?? '',
    contentZh: value.contentZh ?? '',
    contentEn: value.contentEn ?? '',
    at: value.at,
    publishedBy: value.publishedBy ?? null,
  };
}

const versionsQuery = (db: Db, kind: DocumentKind) =>
  db
    .select()
    .from(settings)
    .where(like(settings.key, `${prefix(kind)}%`));

/** Every version of `kind`, oldest (the built-in one) first. */
export async function versionsOf(db: Db, kind: DocumentKind, opts: { fresh?: boolean } = {}): Promise<Version[]> {
  const rows = opts.fresh ? await versionsQuery(db, kind) : await cachedRows(db, versionsQuery(db, kind));
  const published = rows.flatMap((row) => fromRow(kind, row) ?? []).filter((v) => v.seq > 1);
  return [builtIn(kind), ...published.sort((a, b) => a.seq - b.seq)];
}

/** The current (newest) version of `kind`. */
export async function currentVersion(db: Db, kind: DocumentKind): Promise<Version> {
  const all = await versionsOf(db, kind);
  return all[all.length - 1];
}

/** A version's title and text in `lang`. */
export const textIn = (version: Version, lang: Language) => ({
  title: lang === 'en' ? version.titleEn : version.titleZh,
  content: lang === 'en' ? version.contentEn : version.contentZh,
});

/** The current NDA as the sign-in screen shows it. */
export async function currentNda(db: Db, lang: Language) {
  const version = await currentVersion(db, 'nda');
  return { version: version.label, ...textIn(version, lang) };
}

/** The current disclaimers as the footer and the first-visit dialog show them. */
export async function currentDisclaimers(db: Db, lang: Language) {
  const version = await currentVersion(db, 'disclaimers');
  const { title, content } = textIn(version, lang);
  return { version: version.label, title, paragraphs: paragraphsOf(content) };
}

/** The current AI terms: their version number is what an acceptance records. */
export async function currentAiDisclaimer(db: Db, lang: Language) {
  const version = await currentVersion(db, 'aiDisclaimer');
  const { title, content } = textIn(version, lang);
  return { version: version.seq, title, paragraphs: paragraphsOf(content) };
}

/**
 * Whether the account accepted the current disclaimers: its acceptance (visit kind 1) is not older
 * than the version. The built-in version counts every acceptance.
 */
export async function acceptedDisclaimers(db: Db, accountId: number): Promise<boolean> {
  const version = await currentVersion(db, 'disclaimers');
  const [row] = await db
    .select({ accountId: visits.accountId })
    .from(visits)
    .where(
      and(
        eq(visits.accountId, accountId),
        eq(visits.kind, 1),
        version.at === null ? undefined : sql`${visits.createdAt} >= ${version.at}::timestamptz`,
      ),
    );
  return Boolean(row);
}

/** Records (or renews) the account's acceptance of the disclaimers, on the database clock. */
export async function acceptDisclaimers(db: Db, accountId: number): Promise<void> {
  await db
    .insert(visits)
    .values({ accountId, kind: 1, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: [visits.accountId, visits.kind], set: { createdAt: sql`clock_timestamp()` } });
}

/** Every version of `kind` for the staff console, the current (newest) first. */
export async function documentHistory(db: Db, kind: DocumentKind): Promise<DocumentVersion[]> {
  const all = await versionsOf(db, kind);
  const newest = all[all.length - 1].seq;
  return all
    .map((v) => ({
      seq: v.seq,
      label: v.label,
      titleZh: v.titleZh,
      titleEn: v.titleEn,
      contentZh: v.contentZh,
      contentEn: v.contentEn,
      publishedAt: v.at === null ? null : new Date(v.at).toISOString(),
      publishedBy: v.publishedBy,
      current: v.seq === newest,
    }))
    .reverse();
}

/** The database clock to the microsecond, as ISO text: acceptances are compared with it. */
async function databaseNow(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`,
  );
  return (result as unknown as { rows: { at: string }[] }).rows[0].at;
}

/**
 * Publishes the next version of `kind`: current at once, so every customer accepts it again (the
 * NDA at the next sign-in, the disclaimers at the next visit of /, the AI terms before the next
 * question). A label used before is refused (409), as is a second publish racing this one.
 */
export async function publishDocument(db: Db, user: AuthUser, kind: DocumentKind, body: DocumentBody, ip?: string) {
  const all = await versionsOf(db, kind, { fresh: true });
  const label = body.label.trim();
  if (all.some((v) => v.label.toLowerCase() === label.toLowerCase()))
    throw new AppError(409, Code.conflict, 'documentLabelTaken', { label }, { field: 'label' });
  const seq = all[all.length - 1].seq + 1;
  if (seq > settingsMax.versions) throw new AppError(409, Code.conflict, 'documentTooMany');
  const value: Stored = {
    label,
    titleZh: body.titleZh.trim(),
    titleEn: body.titleEn.trim(),
    contentZh: body.contentZh.trim(),
    contentEn: body.contentEn.trim(),
    at: await databaseNow(db),
    publishedBy: user.name,
  };
  const inserted = await db
    .insert(settings)
    .values({ key: `${prefix(kind)}${seq}`, value })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (inserted.length === 0) throw new AppError(409, Code.conflict, 'documentBusy');
  await audit(db, {
    accountId: user.id,
    action: 'settings.document.publish',
    target: `document:${kind}`,
    detail: { kind, seq, label },
    ip,
  });
  return { seq, label };
}
