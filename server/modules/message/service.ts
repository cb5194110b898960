// Message settings of the signed-in account: read (every module it may enter, defaults off/immediate,
// the workflow modules on),
// save (only what changed is logged: who, when, before and after), and the log, newest first.
import { count, desc, eq, sql } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import {
  isWorkflowModule,
  messageModules,
  type EmailConfigLog,
  type MessageMode,
  type MessageModule,
  type ModuleEmailConfig,
  type saveEmailConfigBody,
} from '../../../contract/message.ts';
import type { Db } from '../../db/client.ts';
import { accounts, messageSettingLog, messageSettings } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { paginate, type PageAsk } from '../../platform/paging.ts';
import { moduleCodes } from '../../../contract/menus.ts';

/** The modules this account may enter, hence may hear about. */
export const mailableModules = (user: AuthUser): MessageModule[] =>
  messageModules.filter((m) => user.codes.has(moduleCodes[m].page));

export async function emailConfigOf(db: Db, user: AuthUser): Promise<ModuleEmailConfig[]> {
  const rows = await db.select().from(messageSettings).where(eq(messageSettings.accountId, user.id));
  return mailableModules(user).map((module) => {
    const row = rows.find((r) => r.module === module);
    return {
      module,
      menuCode: moduleCodes[module].page,
      // News is opt-in; mails about the account's own requests are on until turned off.
      enabled: row?.enabled ?? isWorkflowModule(module),
      mode: (row?.mode as MessageMode | undefined) ?? 'immediate',
    };
  });
}

export async function saveEmailConfig(
  db: Db,
  user: AuthUser,
  body: z.infer<typeof saveEmailConfigBody>,
  ip: string,
): Promise<ModuleEmailConfig[]> {
  const allowed = mailableModules(user);
  const refused = body.configs.filter((c) => !allowed.includes(c.module)).map((c) => c.module);
  if (refused.length)
    throw new AppError(
      400,
      Code.badRequest,
      'invalidField',
      { field: 'configs', rule: refused.join(', ') },
      { field: 'configs' },
    );
  await db.transaction(async (tx) => {
    // Saves of one account one after another, so each logged "before" is what the save replaced.
    await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${user.id} for update`);
    const before = await emailConfigOf(tx as unknown as Db, user);
    const changes = body.configs
      .map((after) => ({ module: after.module, before: before.find((b) => b.module === after.module)!, after }))
      .filter((c) => c.before.enabled !== c.after.enabled || c.before.mode !== c.after.mode)
      .map((c) => ({
        module: c.module,
        before: { enabled: c.before.enabled, mode: c.before.mode },
        after: { enabled: c.after.enabled, mode: c.after.mode },
      }));
    if (changes.length === 0) return;
    for (const c of changes) {
      // Turning mail on starts the news from now: the account is not mailed the past.
      const enabledAt = c.after.enabled && !c.before.enabled ? new Date() : undefined;
      await tx
        .insert(messageSettings)
        .values({
          accountId: user.id,
          module: c.module,
          enabled: c.after.enabled,
          mode: c.after.mode,
          enabledAt: enabledAt ?? new Date(),
        })
        .onConflictDoUpdate({
          target: [messageSettings.accountId, messageSettings.module],
          set: { enabled: c.after.enabled, mode: c.after.mode, ...(enabledAt ? { enabledAt } : {}) },
        });
    }
    await tx.insert(messageSettingLog).values({ accountId: user.id, operatorId: user.id, changes, ip });
  });
  return emailConfigOf(db, user);
}

export async function emailConfigLog(db: Db, user: AuthUser, q: PageAsk) {
  const mine = eq(messageSettingLog.accountId, user.id);
  return paginate(
    db,
    q,
    db
      .select({
        id: messageSettingLog.id,
        createdAt: messageSettingLog.createdAt,
        changes: messageSettingLog.changes,
        operatorName: accounts.name,
        operatorEmail: accounts.email,
      })
      .from(messageSettingLog)
      .leftJoin(accounts, eq(accounts.id, messageSettingLog.operatorId))
      .where(mine)
      .orderBy(desc(messageSettingLog.createdAt), desc(messageSettingLog.id))
      .$dynamic(),
    db.select({ total: count() }).from(messageSettingLog).where(mine),
    (r): EmailConfigLog => ({
      id: r.id,
      changedAt: r.createdAt.toISOString(),
      operator: { name: r.operatorName ?? '', email: r.operatorEmail ?? '' },
      changes: r.changes as EmailConfigLog['changes'],
    }),
  );
}
