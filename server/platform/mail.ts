// Mail: nodemailer over SMTP_URL; without it every mail is written to DATA_DIR/mail/*.eml.
// Every mail is recorded in the outbox table either way, with where it went or why it failed.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type MailPlatform = {
  send: (mail: Mail) => Promise<void>;
  /**
   * Records a mail to send later, in the caller's transaction: it exists exactly when the work that
   * asked for it was committed. `flush` sends it.
   */
  queue: (tx: Db, mail: Mail) => Promise<number>;
  /** Sends the queued mails, each at most once even with several processes flushing. */
  flush: () => Promise<number>;
  transport: 'smtp' | 'file';
  dir: string;
};

const queuedMark = 'queued';
const sendingMark = 'sending';

export function createMail(opts: { smtpUrl?: string; from: string; dataDir: string; db: Db; log: (msg: string) => void }): MailPlatform {
  const dir = path.join(opts.dataDir, 'mail');
  const queue = async (tx: Db, mail: Mail) => {
    const [row] = await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text, transport: opts.smtpUrl ? 'smtp' : 'file', location: queuedMark }).returning({ id: mailOutbox.id });
    return row.id;
  };
  /** Claims queued rows one by one (the update is the lock), then hands each to `deliver`. */
  const flushWith = (deliver: (row: typeof mailOutbox.$inferSelect) => Promise<string>) => async () => {
    let sent = 0;
    for (;;) {
      const [row] = await opts.db.update(mailOutbox).set({ location: sendingMark })
        .where(sql`${mailOutbox.id} = (select id from mail_outbox where location = ${queuedMark} and sent_at is null order by id limit 1)`)
        .returning();
      if (!row) return sent;
      try {
        const location = await deliver(row);
        await opts.db.update(mailOutbox).set({ sentAt: new Date(), location }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        await opts.db.update(mailOutbox).set({ error: String((error as Error).message) }).where(eq(mailOutbox.id, row.id));
      }
    }
  };
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: 'smtp',
      dir,
      queue,
      flush: flushWith(async (row) => String((await transporter.sendMail({ from: opts.from, to: row.to, subject: row.subject, text: row.body })).messageId ?? '')),
      async send(mail) {
        const [row] = await opts.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text, transport: 'smtp' }).returning();
        try {
          const info = await transporter.sendMail({ from: opts.from, ...mail });
          await opts.db.update(mailOutbox).set({ sentAt: new Date(), location: String(info.messageId ?? '') }).where(eq(mailOutbox.id, row.id));
        } catch (error) {
          await opts.db.update(mailOutbox).set({ error: String((error as Error).message) }).where(eq(mailOutbox.id, row.id));
          throw error;
        }
      },
    };
  }
  fs.mkdirSync(dir, { recursive: true });
  opts.log(`mail: SMTP_URL is not set; mails are written to ${dir}/*.eml`);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const writeEml = async (id: number, mail: Mail) => {
    const info = await transporter.sendMail({ from: opts.from, ...mail });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    fs.writeFileSync(file, info.message as Buffer);
    return file;
  };
  return {
    transport: 'file',
    dir,
    queue,
    flush: flushWith((row) => writeEml(row.id, { to: row.to, subject: row.subject, text: row.body })),
    async send(mail) {
      const [row] = await opts.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text, transport: 'file' }).returning();
      const file = await writeEml(row.id, mail);
      await opts.db.update(mailOutbox).set({ sentAt: new Date(), location: file }).where(eq(mailOutbox.id, row.id));
    },
  };
}
