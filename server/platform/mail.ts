// Mail: nodemailer over SMTP_URL; without it every mail is written to DATA_DIR/mail/*.eml.
// Every mail is recorded in the outbox table either way, with where it went or why it failed.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type MailPlatform = { send: (mail: Mail) => Promise<void>; transport: 'smtp' | 'file'; dir: string };

export function createMail(opts: { smtpUrl?: string; from: string; dataDir: string; db: Db; log: (msg: string) => void }): MailPlatform {
  const dir = path.join(opts.dataDir, 'mail');
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: 'smtp',
      dir,
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
  return {
    transport: 'file',
    dir,
    async send(mail) {
      const info = await transporter.sendMail({ from: opts.from, ...mail });
      const [row] = await opts.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text, transport: 'file' }).returning();
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      await opts.db.update(mailOutbox).set({ sentAt: new Date(), location: file }).where(eq(mailOutbox.id, row.id));
    },
  };
}
