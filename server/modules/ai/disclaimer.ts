// The disclaimer gate: the assistant answers only an account that accepted the current version
// (recorded per account and version number, so a new version asks again). The versions are the
// settings module's: the built-in text is version 1, staff publish the next at /admin/settings.
import { and, eq } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { Db } from '../../db/client.ts';
import { aiDisclaimerAcceptances } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { currentVersion } from '../settings/documents.ts';

export async function disclaimerFlag(db: Db, user: AuthUser) {
  const disclaimerVersion = (await currentVersion(db, 'aiDisclaimer')).seq;
  const [row] = await db
    .select({ version: aiDisclaimerAcceptances.version })
    .from(aiDisclaimerAcceptances)
    .where(and(eq(aiDisclaimerAcceptances.accountId, user.id), eq(aiDisclaimerAcceptances.version, disclaimerVersion)));
  return { version: disclaimerVersion, accepted: Boolean(row) };
}

/** Records the acceptance of `version`, which must be the current one (an old page's is refused). */
export async function acceptDisclaimer(db: Db, user: AuthUser, version: number) {
  if (version !== (await currentVersion(db, 'aiDisclaimer')).seq)
    throw new AppError(409, Code.conflict, 'aiDisclaimerChanged');
  await db.insert(aiDisclaimerAcceptances).values({ accountId: user.id, version }).onConflictDoNothing();
  return { version, accepted: true };
}

export async function requireDisclaimer(db: Db, user: AuthUser) {
  if (!(await disclaimerFlag(db, user)).accepted) throw new AppError(403, Code.forbidden, 'aiDisclaimerRequired');
}
