// The companies assigned to a vendor staff member (staff_companies): a project manager's customers,
// an engineer's queue. Every staff console that scopes by company asks here, in one of three shapes.
import { eq, sql, type Column, type SQL } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { companies, staffCompanies } from '../db/schema/index.ts';
import type { AuthUser } from './auth.ts';
import { cachedRows } from './read-cache.ts';

/** The ids of the companies assigned to `user`, in id order. */
export async function staffCompanyIds(db: Db, user: AuthUser): Promise<number[]> {
  const rows = await cachedRows(
    db,
    db
      .select({ id: staffCompanies.companyId })
      .from(staffCompanies)
      .where(eq(staffCompanies.accountId, user.id))
      .orderBy(staffCompanies.companyId),
  );
  return rows.map((r) => r.id);
}

/** The companies assigned to `user` with their names (a console's company filter), in id order. */
export async function staffCompanyChoices(db: Db, user: AuthUser) {
  const rows = await cachedRows(
    db,
    db
      .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
      .from(staffCompanies)
      .innerJoin(companies, eq(companies.id, staffCompanies.companyId))
      .where(eq(staffCompanies.accountId, user.id))
      .orderBy(companies.id),
  );
  return rows.map((r) => ({ ...r }));
}

/** A row whose company (`companyId`) is one of those assigned to `user`, as one condition. */
export const ofStaffCompanies = (user: AuthUser, companyId: Column | SQL): SQL =>
  sql`${companyId} in (select ${staffCompanies.companyId} from ${staffCompanies} where ${staffCompanies.accountId} = ${user.id})`;
