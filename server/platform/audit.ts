// The audit log: who did what to which thing, from where. Written by services, read by staff.
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export async function audit(
  db: Db,
  entry: { accountId: number | null; action: string; target?: string; detail?: Record<string, unknown>; ip?: string },
) {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? {},
    ip: entry.ip ?? '',
  });
}
