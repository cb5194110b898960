// The staff console's settings (/admin/settings, staff code admin.settings): the system-upgrade
// flag of /version.json, the operator's patch display switches, and the versioned texts customers
// accept — the NDA (at sign-in), the portal's disclaimers (first visit of /) and the AI
// assistant's terms of use (before its first question). A new version is published with its text
// in both languages; customers accept it again. Shared by server and web.
import { z } from 'zod';
import { requiredText } from './fields.ts';

/** The texts that customers accept, each versioned. */
export const documentKinds = ['nda', 'disclaimers', 'aiDisclaimer'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const settingsMax = {
  label: 32,
  title: 100,
  /** One language's text; paragraphs are separated by a blank line. */
  content: 20_000,
  /** Versions of one text, the built-in one included (the AI terms count them in an int ≤ 1000). */
  versions: 999,
} as const;

/** A version label: starts with a letter or digit, then letters, digits, '.', '_' or '-' ("2026-07", "v2.1"). */
export const documentLabelPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** GET/PUT /admin/settings/maintenance: the system-upgrade flag (/systemUpgrade for customers). */
export const maintenanceSchema = z.object({ on: z.boolean() });
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** GET/PUT /admin/settings/display: the operator's switches of the patch (M07) and patch-set (M16) pages, for everyone. */
export const displaySchema = z.object({ patchDisplay: z.boolean(), patchsetDisplay: z.boolean() });
export type Display = z.infer<typeof displaySchema>;

export const documentKindParams = z.object({ kind: z.enum(documentKinds) });

/** POST /admin/settings/documents/:kind: a new version, current at once. */
export const documentBody = z.object({
  label: requiredText(settingsMax.label).regex(documentLabelPattern, 'documentLabel'),
  titleZh: requiredText(settingsMax.title),
  titleEn: requiredText(settingsMax.title),
  contentZh: requiredText(settingsMax.content, { multiline: true }),
  contentEn: requiredText(settingsMax.content, { multiline: true }),
});
export type DocumentBody = z.input<typeof documentBody>;

/** One version of a text; `seq` counts the versions from 1 (the built-in text). */
export const documentVersionSchema = z.object({
  seq: z.number(),
  label: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  /** null: the text the portal was delivered with. */
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** GET /admin/settings/documents/:kind: every version, the current (newest) first. */
export const documentHistorySchema = z.object({
  kind: z.enum(documentKinds),
  versions: z.array(documentVersionSchema),
});
export type DocumentHistory = z.infer<typeof documentHistorySchema>;

export const publishedSchema = z.object({ seq: z.number(), label: z.string() });
export type Published = z.infer<typeof publishedSchema>;

/** GET /common/common/disclaimers: the current disclaimers in the caller's language (public). */
export const disclaimersSchema = z.object({ version: z.string(), title: z.string(), paragraphs: z.array(z.string()) });
export type Disclaimers = z.infer<typeof disclaimersSchema>;

/** Paragraphs of a text: separated by blank lines, each trimmed, none empty. */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
