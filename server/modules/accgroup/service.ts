// Account groups (spec §6): a group's managers choose the functions the group allows, define
// customer roles carrying functions, and set the roles of the group's users, many at once. What
// the members then hold is computed where every request's codes are (server/platform/auth.ts):
// own grants ∪ roles' functions, within the group's functions, within the primary's codes.
// Everything here is checked against the caller: a group of another company is 404, a group of
// the caller's company it does not manage is 403.
import { and, asc, count, desc, eq, inArray, or, sql } from '../../db/orm.ts';
import { alias } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { grantableCodes, moduleCodes } from '../../../contract/menus.ts';
import type {
  AccGroup,
  batchSetUserBody,
  createRoleBody,
  CustRole,
  FuncNode,
  GroupUser,
  roleListBody,
  updateRoleBody,
  UserAccGroupAccount,
  userListBody,
} from '../../../contract/accgroup.ts';
import type { Db } from '../../db/client.ts';
import {
  accountCustRoles,
  accountGroupFuncs,
  accountGroupManagers,
  accountGroupMembers,
  accountGroups,
  accounts,
  companyPlatforms,
  custRoleFuncs,
  custRoles,
  platformCare,
  platforms,
} from '../../db/schema/index.ts';
import { userForAccount, type AuthUser } from '../../platform/auth.ts';
import { menuTree } from '../../platform/menuTree.ts';
import { audit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/errors.ts';
import { AppError, forbidden, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';
// Addresses are shown as the child-account list shows them: the confirmed one, or the one proposed
// while none is (never the stored placeholder).
import { shownEmail } from '../account/child-email.ts';

type Group = typeof accountGroups.$inferSelect;
const creator = alias(accounts, 'creator');

/**
 * The function with its page: the settings live in Personal Center, and the web offers them only
 * to an account holding both; a grant of accgroup.admin alone, written around the screens, gives
 * no managing either.
 */
const mayManageGroups = (user: AuthUser) =>
  user.codes.has(accgroupAdminCode) && user.codes.has(moduleCodes.personal.page);

// Subqueries name their tables outright: drizzle leaves columns of a one-table select unqualified,
// which inside a subquery would bind to the subquery's own table.
// Managing takes the codes too (mayManageGroups): without them the caller manages no group at all.
const isManagerOf = (user: AuthUser, groupIdColumn: 'account_groups.id' | 'account_group_members.group_id') =>
  mayManageGroups(user)
    ? sql<boolean>`exists (select 1 from account_group_managers mg where mg.group_id = ${sql.raw(groupIdColumn)} and mg.account_id = ${user.id})`
    : sql<boolean>`false`;

/** The group, if the caller manages it: another company's (or none) is 404, its own company's unmanaged one 403. */
export async function managedGroup(db: Db, user: AuthUser, groupId: number): Promise<Group> {
  const [row] = await db
    .select({ group: accountGroups, manages: isManagerOf(user, 'account_groups.id') })
    .from(accountGroups)
    .where(eq(accountGroups.id, groupId));
  if (!row || row.group.companyId !== user.companyId) throw notFound();
  if (!row.manages) throw forbidden();
  return row.group;
}

async function managedRole(db: Db, user: AuthUser, roleId: number) {
  const [role] = await db.select().from(custRoles).where(eq(custRoles.id, roleId));
  if (!role || role.companyId !== user.companyId) throw notFound();
  return { role, group: await managedGroup(db, user, role.groupId) };
}

/** What the caller may offer a group: what it could grant a child itself. */
const offerable = (user: AuthUser) => new Set(grantableCodes(user.codes));
/** Codes of the tree, in its order. */
const treeCodes = (tree: FuncNode[]) => tree.flatMap((m) => [m.code, ...m.children.map((c) => c.code)]);

/** What the group allows, bounded by what the caller may offer. */
async function allowedCodes(db: Db, user: AuthUser, group: Group): Promise<Set<string>> {
  const offer = offerable(user);
  if (!group.customFuncs) return offer;
  const rows = await db
    .select({ code: accountGroupFuncs.menuCode })
    .from(accountGroupFuncs)
    .where(eq(accountGroupFuncs.groupId, group.id));
  return new Set(rows.map((r) => r.code).filter((c) => offer.has(c)));
}

function refuseOutside(codes: string[], allowed: Set<string>, key: 'grantNotHeld' | 'funcNotAllowed') {
  const refused = codes.filter((c) => !allowed.has(c));
  if (refused.length) throw new AppError(400, Code.badRequest, key, { codes: refused.join(', ') }, { field: 'codes' });
}

// ——— groups and managers ———

export async function userAccGroups(db: Db, user: AuthUser): Promise<AccGroup[]> {
  const rows = await db
    .select({
      group: accountGroups,
      memberCount: sql<number>`(select count(*) from account_group_members gm where gm.group_id = account_groups.id)`,
      roleCount: sql<number>`(select count(*) from cust_roles cr where cr.group_id = account_groups.id)`,
    })
    .from(accountGroups)
    .where(and(eq(accountGroups.companyId, user.companyId), isManagerOf(user, 'account_groups.id')))
    .orderBy(asc(accountGroups.id));
  return rows.map(({ group, memberCount, roleCount }) => ({
    id: group.id,
    name: group.name,
    nameEn: group.nameEn,
    description: group.description,
    memberCount: Number(memberCount),
    roleCount: Number(roleCount),
    customFuncs: group.customFuncs,
  }));
}

export async function groupManagers(db: Db, user: AuthUser, groupId: number) {
  await managedGroup(db, user, groupId);
  return db
    .select({ id: accounts.id, name: accounts.name, email: shownEmail })
    .from(accountGroupManagers)
    .innerJoin(accounts, eq(accounts.id, accountGroupManagers.accountId))
    .where(eq(accountGroupManagers.groupId, groupId))
    .orderBy(asc(accounts.id));
}

// ——— the group's functions ———

export async function groupFuncs(db: Db, user: AuthUser, groupId: number) {
  const group = await managedGroup(db, user, groupId);
  const tree = await menuTree(db, offerable(user));
  const allowed = await allowedCodes(db, user, group);
  return { tree, codes: treeCodes(tree).filter((c) => allowed.has(c)), customFuncs: group.customFuncs };
}

export async function saveGroupFuncs(db: Db, user: AuthUser, groupId: number, codes: string[], ip: string) {
  const group = await managedGroup(db, user, groupId);
  const unique = [...new Set(codes)];
  refuseOutside(unique, offerable(user), 'grantNotHeld');
  await db.transaction(async (tx) => {
    await tx.delete(accountGroupFuncs).where(eq(accountGroupFuncs.groupId, group.id));
    if (unique.length)
      await tx.insert(accountGroupFuncs).values(unique.map((menuCode) => ({ groupId: group.id, menuCode })));
    await tx.update(accountGroups).set({ customFuncs: true }).where(eq(accountGroups.id, group.id));
  });
  await audit(db, {
    accountId: user.id,
    action: 'accgroup.funcs.save',
    target: `accgroup:${group.id}`,
    detail: { codes: unique },
    ip,
  });
  return groupFuncs(db, user, groupId);
}

/** Back to the default: the group allows everything its company's primary holds. */
export async function resetGroupFuncs(db: Db, user: AuthUser, groupId: number, ip: string) {
  const group = await managedGroup(db, user, groupId);
  await db.transaction(async (tx) => {
    await tx.delete(accountGroupFuncs).where(eq(accountGroupFuncs.groupId, group.id));
    await tx.update(accountGroups).set({ customFuncs: false }).where(eq(accountGroups.id, group.id));
  });
  await audit(db, { accountId: user.id, action: 'accgroup.funcs.reset', target: `accgroup:${group.id}`, ip });
  return groupFuncs(db, user, groupId);
}

// ——— customer roles ———

export async function listRoles(db: Db, user: AuthUser, q: z.infer<typeof roleListBody>) {
  await managedGroup(db, user, q.groupId);
  const where = and(
    eq(custRoles.groupId, q.groupId),
    containsIgnoreCase(q.keyword, custRoles.name, custRoles.description),
  );
  return paginate(
    db,
    q,
    db
      .select({
        role: custRoles,
        creatorName: creator.name,
        funcCount: sql<number>`(select count(*) from cust_role_funcs rf where rf.role_id = cust_roles.id)`,
        userCount: sql<number>`(select count(*) from account_cust_roles acr where acr.role_id = cust_roles.id)`,
      })
      .from(custRoles)
      .leftJoin(creator, eq(creator.id, custRoles.createdBy))
      .where(where)
      .orderBy(desc(custRoles.createdAt), desc(custRoles.id))
      .$dynamic(),
    db.select({ total: count() }).from(custRoles).where(where),
    ({ role, creatorName, funcCount, userCount }): CustRole => ({
      id: role.id,
      groupId: role.groupId,
      name: role.name,
      description: role.description,
      funcCount: Number(funcCount),
      userCount: Number(userCount),
      creator: creatorName ?? '',
      createdAt: role.createdAt.toISOString(),
      updatedAt: role.updatedAt.toISOString(),
    }),
  );
}

async function refuseTakenName(db: Db, groupId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: custRoles.id })
    .from(custRoles)
    .where(
      and(
        eq(custRoles.groupId, groupId),
        eq(sql`lower(${custRoles.name})`, name.toLowerCase()),
        exceptId ? sql`${custRoles.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw roleNameTaken();
}

const roleNameTaken = () => new AppError(409, Code.conflict, 'roleNameTaken', {}, { field: 'name' });
/** Two saves of one name at once both pass refuseTakenName; the unique index refuses the second: the same 409. */
const nameRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? roleNameTaken() : error;
};

export async function createRole(db: Db, user: AuthUser, body: z.infer<typeof createRoleBody>, ip: string) {
  const group = await managedGroup(db, user, body.groupId);
  const codes = [...new Set(body.codes)];
  refuseOutside(codes, await allowedCodes(db, user, group), 'funcNotAllowed');
  await refuseTakenName(db, group.id, body.name);
  const role = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(custRoles)
        .values({
          companyId: group.companyId,
          groupId: group.id,
          name: body.name,
          description: body.description,
          createdBy: user.id,
          updatedBy: user.id,
        })
        .returning();
      if (codes.length) await tx.insert(custRoleFuncs).values(codes.map((menuCode) => ({ roleId: row.id, menuCode })));
      return row;
    })
    .catch(nameRace);
  await audit(db, {
    accountId: user.id,
    action: 'accgroup.role.create',
    target: `custRole:${role.id}`,
    detail: { name: role.name, codes },
    ip,
  });
  return { id: role.id };
}

export async function updateRole(db: Db, user: AuthUser, body: z.infer<typeof updateRoleBody>, ip: string) {
  const { role } = await managedRole(db, user, body.id);
  await refuseTakenName(db, role.groupId, body.name, role.id);
  await db
    .update(custRoles)
    .set({ name: body.name, description: body.description, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(custRoles.id, role.id))
    .catch(nameRace);
  await audit(db, {
    accountId: user.id,
    action: 'accgroup.role.update',
    target: `custRole:${role.id}`,
    detail: { name: body.name },
    ip,
  });
}

export async function roleOptions(db: Db, user: AuthUser, groupId: number) {
  await managedGroup(db, user, groupId);
  return db
    .select({ id: custRoles.id, name: custRoles.name })
    .from(custRoles)
    .where(eq(custRoles.groupId, groupId))
    .orderBy(asc(custRoles.id));
}

/** The role's functions, shown within what the group allows now. */
export async function roleFuncs(db: Db, user: AuthUser, roleId: number) {
  const { role, group } = await managedRole(db, user, roleId);
  const tree = await menuTree(db, await allowedCodes(db, user, group));
  const held = new Set(
    (
      await db.select({ code: custRoleFuncs.menuCode }).from(custRoleFuncs).where(eq(custRoleFuncs.roleId, role.id))
    ).map((r) => r.code),
  );
  return { tree, codes: treeCodes(tree).filter((c) => held.has(c)) };
}

export async function saveRoleFuncs(db: Db, user: AuthUser, roleId: number, codes: string[], ip: string) {
  const { role, group } = await managedRole(db, user, roleId);
  const unique = [...new Set(codes)];
  refuseOutside(unique, await allowedCodes(db, user, group), 'funcNotAllowed');
  await db.transaction(async (tx) => {
    await tx.delete(custRoleFuncs).where(eq(custRoleFuncs.roleId, role.id));
    if (unique.length) await tx.insert(custRoleFuncs).values(unique.map((menuCode) => ({ roleId: role.id, menuCode })));
    await tx.update(custRoles).set({ updatedBy: user.id, updatedAt: new Date() }).where(eq(custRoles.id, role.id));
  });
  await audit(db, {
    accountId: user.id,
    action: 'accgroup.role.funcs',
    target: `custRole:${role.id}`,
    detail: { codes: unique },
    ip,
  });
  return roleFuncs(db, user, roleId);
}

// ——— the group's users ———

export async function platformOptions(db: Db, user: AuthUser, groupId: number) {
  const group = await managedGroup(db, user, groupId);
  return db
    .select({ id: platforms.id, name: platforms.name })
    .from(companyPlatforms)
    .innerJoin(platforms, eq(platforms.id, companyPlatforms.platformId))
    .where(eq(companyPlatforms.companyId, group.companyId))
    .orderBy(asc(platforms.id));
}

export async function listUsers(db: Db, user: AuthUser, q: z.infer<typeof userListBody>) {
  const group = await managedGroup(db, user, q.groupId);
  const companyPlatformList = await platformOptions(db, user, group.id);
  const empty = { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  if (q.platformId && !companyPlatformList.some((p) => p.id === q.platformId)) return empty;
  const where = and(
    eq(accountGroupMembers.groupId, group.id),
    containsIgnoreCase(q.keyword, accounts.name, shownEmail),
    // Following none means following every platform of the company.
    q.platformId
      ? or(
          sql`exists (select 1 from platform_care pc where pc.account_id = accounts.id and pc.platform_id = ${q.platformId})`,
          sql`not exists (select 1 from platform_care pc where pc.account_id = accounts.id)`,
        )
      : undefined,
    q.roleId
      ? sql`exists (select 1 from account_cust_roles acr where acr.account_id = accounts.id and acr.role_id = ${q.roleId})`
      : undefined,
  );
  const page = await paginate(
    db,
    q,
    db
      .select({ a: accounts, email: shownEmail })
      .from(accountGroupMembers)
      .innerJoin(accounts, eq(accounts.id, accountGroupMembers.accountId))
      .where(where)
      .orderBy(asc(accounts.name), asc(accounts.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(accountGroupMembers)
      .innerJoin(accounts, eq(accounts.id, accountGroupMembers.accountId))
      .where(where),
  );
  const ids = page.list.map((r) => r.a.id);
  const [roleRows, careRows] = ids.length
    ? await Promise.all([
        db
          .select({ accountId: accountCustRoles.accountId, id: custRoles.id, name: custRoles.name })
          .from(accountCustRoles)
          .innerJoin(custRoles, eq(custRoles.id, accountCustRoles.roleId))
          .where(and(inArray(accountCustRoles.accountId, ids), eq(custRoles.groupId, group.id)))
          .orderBy(asc(custRoles.id)),
        db
          .select({ accountId: platformCare.accountId, platformId: platformCare.platformId })
          .from(platformCare)
          .where(inArray(platformCare.accountId, ids)),
      ])
    : [[], []];
  const list: GroupUser[] = page.list.map(({ a, email }) => {
    const cared = new Set(careRows.filter((c) => c.accountId === a.id).map((c) => c.platformId));
    return {
      // `enabled`: the primary's switch, a fact apart from the state (the project manager's lock, the e-mail verification).
      id: a.id,
      name: a.name,
      email,
      phone: a.phone,
      type: a.type,
      state: a.state,
      enabled: a.disabledAt === null,
      roles: roleRows.filter((r) => r.accountId === a.id).map(({ id, name }) => ({ id, name })),
      platforms: cared.size ? companyPlatformList.filter((p) => cared.has(p.id)) : companyPlatformList,
    };
  });
  return { ...page, list };
}

export async function userOptions(db: Db, user: AuthUser, groupId: number) {
  await managedGroup(db, user, groupId);
  return db
    .select({ id: accounts.id, name: accounts.name, email: shownEmail })
    .from(accountGroupMembers)
    .innerJoin(accounts, eq(accounts.id, accountGroupMembers.accountId))
    .where(eq(accountGroupMembers.groupId, groupId))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** What a member of a group the caller manages holds now (any other account: 404). */
export async function userFuncs(db: Db, user: AuthUser, userId: number) {
  const [member] = await db
    .select({ groupId: accountGroupMembers.groupId })
    .from(accountGroupMembers)
    .innerJoin(accountGroups, eq(accountGroups.id, accountGroupMembers.groupId))
    .where(
      and(
        eq(accountGroupMembers.accountId, userId),
        eq(accountGroups.companyId, user.companyId),
        isManagerOf(user, 'account_group_members.group_id'),
      ),
    );
  if (!member) throw notFound();
  const target = await userForAccount(db, userId, { anyState: true });
  if (!target) throw notFound();
  const tree = await menuTree(db, target.codes);
  const roleRows = await db
    .select({ id: custRoles.id })
    .from(accountCustRoles)
    .innerJoin(custRoles, eq(custRoles.id, accountCustRoles.roleId))
    .where(and(eq(accountCustRoles.accountId, userId), eq(custRoles.groupId, member.groupId)))
    .orderBy(asc(custRoles.id));
  return { tree, codes: treeCodes(tree), roleIds: roleRows.map((r) => r.id) };
}

/**
 * Sets (replaces) the roles of many users at once. Every user must be a member of this group,
 * which the caller manages, and every role one of the group's: otherwise nothing changes.
 */
export async function batchSetUsers(db: Db, user: AuthUser, body: z.infer<typeof batchSetUserBody>, ip: string) {
  const group = await managedGroup(db, user, body.groupId);
  const userIds = [...new Set(body.userIds)];
  const roleIds = [...new Set(body.roleIds)];
  const members = await db
    .select({ id: accountGroupMembers.accountId })
    .from(accountGroupMembers)
    .where(and(eq(accountGroupMembers.groupId, group.id), inArray(accountGroupMembers.accountId, userIds)));
  if (members.length !== userIds.length)
    throw new AppError(403, Code.forbidden, 'userNotInGroup', {}, { field: 'userIds' });
  if (roleIds.length) {
    const own = await db
      .select({ id: custRoles.id })
      .from(custRoles)
      .where(and(eq(custRoles.groupId, group.id), inArray(custRoles.id, roleIds)));
    if (own.length !== roleIds.length)
      throw new AppError(400, Code.badRequest, 'roleNotInGroup', {}, { field: 'roleIds' });
  }
  await db.transaction(async (tx) => {
    // Only this group's roles are replaced (a role of a group the user left stays inert).
    await tx
      .delete(accountCustRoles)
      .where(
        and(
          inArray(accountCustRoles.accountId, userIds),
          inArray(
            accountCustRoles.roleId,
            tx.select({ id: custRoles.id }).from(custRoles).where(eq(custRoles.groupId, group.id)),
          ),
        ),
      );
    if (roleIds.length)
      await tx
        .insert(accountCustRoles)
        .values(userIds.flatMap((accountId) => roleIds.map((roleId) => ({ accountId, roleId }))));
  });
  await audit(db, {
    accountId: user.id,
    action: 'accgroup.users.roles',
    target: `accgroup:${group.id}`,
    detail: { userIds, roleIds },
    ip,
  });
}

// ——— the caller's own standing (Personal Center) ———

/** The group an account is a member of, and its roles there (a role of a group it left is inert). */
export async function memberStanding(
  db: Db,
  accountId: number,
): Promise<{ group: { id: number; name: string; nameEn: string }; roles: { id: number; name: string }[] } | null> {
  const [[group], roles] = await Promise.all([
    db
      .select({ id: accountGroups.id, name: accountGroups.name, nameEn: accountGroups.nameEn })
      .from(accountGroupMembers)
      .innerJoin(accountGroups, eq(accountGroups.id, accountGroupMembers.groupId))
      .where(eq(accountGroupMembers.accountId, accountId)),
    db
      .select({ id: custRoles.id, name: custRoles.name })
      .from(accountCustRoles)
      .innerJoin(custRoles, eq(custRoles.id, accountCustRoles.roleId))
      .innerJoin(
        accountGroupMembers,
        and(
          eq(accountGroupMembers.accountId, accountCustRoles.accountId),
          eq(accountGroupMembers.groupId, custRoles.groupId),
        ),
      )
      .where(eq(accountCustRoles.accountId, accountId))
      .orderBy(asc(custRoles.id)),
  ]);
  return group ? { group, roles } : null;
}

export async function accGroupAccount(db: Db, user: AuthUser): Promise<UserAccGroupAccount> {
  const [managed, standing] = await Promise.all([
    db
      .select({ id: accountGroups.id, name: accountGroups.name, nameEn: accountGroups.nameEn })
      .from(accountGroupManagers)
      .innerJoin(accountGroups, eq(accountGroups.id, accountGroupManagers.groupId))
      .where(and(eq(accountGroupManagers.accountId, user.id), eq(accountGroups.companyId, user.companyId)))
      .orderBy(asc(accountGroups.id)),
    memberStanding(db, user.id),
  ]);
  return {
    // A manager needs the codes as well: without them, every managing call would be refused.
    isManager: managed.length > 0 && mayManageGroups(user),
    managedGroups: managed,
    memberGroup: standing?.group ?? null,
    roles: standing?.roles ?? [],
  };
}

/** The function code every managing call requires (contract/menus.ts). */
export const accgroupAdminCode = 'accgroup.admin';
