// A child account's address becomes its own only when the owner of that address confirms it through
// a mailed single-use link (decision 0008). Until then the primary sees the address it typed, the
// same whether the address was free or already had an account: a taken address gets a notice mail
// instead of the link, and nothing else differs.
import { and, eq, isNull, sql } from '../../db/orm.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountInvites } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { unconfirmedDomain } from '../../platform/placeholder-email.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { findAccountByEmail } from '../auth/login.ts';

const linkLifeMs = 24 * 3_600_000;

/** The address proposed most recently, for a child that has not confirmed one yet (any link, live or not). */
const proposedEmail = sql`(select ai.email from account_invites ai where ai.account_id = accounts.id and ai.email is not null
  order by ai.created_at desc limit 1)`;

/** The address shown for an account of the `accounts` table of the query: its own, or the one proposed. */
export const shownEmail = sql<string>`case when accounts.email like ${`%${unconfirmedDomain}`}
  then coalesce(${proposedEmail}, '') else accounts.email end`;

/** The address of the live link of an account of the `accounts` table of the query, if any. */
export const linkEmail = sql<
  string | null
>`(select ai.email from account_invites ai where ai.account_id = accounts.id and ai.email is not null
  and ai.used_at is null and ai.expires_at > now() order by ai.created_at desc limit 1)`;

/** An address waiting for its owner's confirmation: the live link's, when it is not the one shown. */
export const pendingOf = (shown: string, link: string | null) => (link && link !== shown ? link : null);

/** Ends the links not yet used: a newer proposal replaces them, or the primary went back to the address in use. */
export const endLinks = (db: Db, accountId: number) =>
  db
    .update(accountInvites)
    .set({ usedAt: new Date() })
    .where(and(eq(accountInvites.accountId, accountId), isNull(accountInvites.usedAt)));

type Proposal = {
  account: { id: number; language: 'zh' | 'en' };
  email: string;
  /** invite: a new child sets its first password; change: a child's sign-in address changes. */
  kind: 'invite' | 'change';
  by: AuthUser;
};

/**
 * Proposes `email` for a child account: a new link replaces the older ones, and the owner of the
 * address gets it — or, when the address already has an account, a notice that nothing changed.
 * The link is recorded either way, so the primary's answer and list are the same in both cases.
 */
export async function proposeEmail(db: Db, mail: MailPlatform, config: Config, proposal: Proposal) {
  const owner = await findAccountByEmail(db, proposal.email);
  const token = newToken();
  await db.transaction(async (tx) => {
    await endLinks(tx, proposal.account.id);
    await tx.insert(accountInvites).values({
      tokenHash: hashToken(token),
      accountId: proposal.account.id,
      email: proposal.email,
      expiresAt: new Date(Date.now() + linkLifeMs),
    });
  });
  if (owner) {
    await mail.send({ to: proposal.email, ...noticeMail(owner.language, proposal.by) });
    return;
  }
  const link = `${config.publicUrl}/verify?invite=${token}`;
  await mail.send({
    to: proposal.email,
    ...linkMail(proposal.account.language, proposal.kind, proposal.by.name, link),
  });
}

function linkMail(lang: 'zh' | 'en', kind: Proposal['kind'], parentName: string, link: string) {
  if (kind === 'invite') {
    return lang === 'en'
      ? {
          subject: 'Nexora Support Portal: your account',
          text: `${parentName} created a portal account for you. Verify your e-mail and set your password within 24 hours:\n\n${link}\n`,
        }
      : {
          subject: 'Nexora 技术支持门户：您的账号',
          text: `${parentName} 为您创建了门户账号。请在 24 小时内通过以下链接验证邮箱并设置密码：\n\n${link}\n`,
        };
  }
  return lang === 'en'
    ? {
        subject: 'Nexora Support Portal: confirm your new sign-in address',
        text:
          `${parentName} changed the sign-in address of your portal account to this address. ` +
          `Confirm it and set your password within 24 hours:\n\n${link}\n\n` +
          'Until then the account keeps its previous address. If you did not expect this, ignore this mail.\n',
      }
    : {
        subject: 'Nexora 技术支持门户：确认新的登录邮箱',
        text: `${parentName} 将您门户账号的登录邮箱改为本邮箱。请在 24 小时内通过以下链接确认并设置密码：\n\n${link}\n\n确认之前，账号仍使用原邮箱。如非预期，请忽略本邮件。\n`,
      };
}

/** To the owner of a taken address: someone proposed it; nothing changed and nothing needs doing. */
function noticeMail(lang: 'zh' | 'en', by: AuthUser) {
  return lang === 'en'
    ? {
        subject: 'Nexora Support Portal: your address was proposed for another account',
        text:
          `${by.name} (${by.companyNameEn}) proposed this address for a child account of their company on the Nexora Support Portal. ` +
          'This address already has a portal account, so nothing was changed and you need not do anything.\n\n' +
          'If you do not know why, you can ignore this mail.\n\nNexora Semiconductor customer support',
      }
    : {
        subject: 'Nexora 技术支持门户：有人为其他账号填写了您的邮箱',
        text: `${by.name}（${by.companyName}）在 Nexora 技术支持门户中为其公司的子账号填写了本邮箱。本邮箱已有门户账号，因此未做任何更改，您无需处理。\n\n如不了解情况，请忽略本邮件。\n\n芯诺拉半导体 客户技术支持`,
      };
}
