// Mail: nodemailer over SMTP_URL; without it every mail is written to DATA_DIR/mail/*.eml.
// Every mail goes through the outbox table: recorded first, delivered in the background (never
// while a request waits, so neither its answer nor its time depends on the mail server), retried
// with back-off when the transport fails. A delivered or finally failed mail keeps no body: codes
// and links must not outlive their delivery in the database.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from '../db/orm.ts';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string };
type OutboxRow = typeof mailOutbox.$inferSelect;
export type MailPlatform = {
  /**
   * Records the mail and delivers it in the background once the caller's work has returned to the
   * event loop (after the answer of the request that asked for it). Transport errors never reach
   * the caller: the outbox retries.
   */
  send: (mail: Mail) => Promise<void>;
  /**
   * Records a mail that is not to go out, with the very statement `send` uses (without the body): a
   * caller that must not tell two cases apart does the same database work in both.
   */
  skip: (mail: Mail) => Promise<void>;
  /**
   * Records a mail to send later, in the caller's transaction: it exists exactly when the work that
   * asked for it was committed. `flush` sends it.
   */
  queue: (tx: Db, mail: Mail) => Promise<number>;
  /** Sends the mails that are due, each at most once even with several processes flushing. */
  flush: () => Promise<number>;
  /** Resolves once no background delivery is scheduled or running (tests; closing). */
  idle: () => Promise<void>;
  /** Flushes every `ms` (retries that came due, mails of a process that died) until the returned stop is called. */
  startTimer: (ms: number) => () => void;
  transport: 'smtp' | 'file';
  dir: string;
};

/** `location` while a mail waits, is being delivered, was given up, or was never to go out. */
export const outboxMarks = { queued: 'queued', sending: 'sending', failed: 'failed', skipped: 'skipped' } as const;
/** Waits after the 1st, 2nd … failed attempt; after the last one the mail is marked failed. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const maxAttempts = retryDelaysMs.length + 1;
/** A mail claimed longer ago than this is taken as lost with the process that claimed it, and claimed again. */
export const staleClaimMs = 10 * 60_000;
/** How often the server process looks for mails that came due. */
export const flushEveryMs = 30_000;

type Options = {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  db: Db;
  log: (msg: string) => void;
  /** Tests: delivers instead of the transport, answering where the mail went. */
  deliver?: (mail: Mail) => Promise<string>;
};

export function createMail(opts: Options): MailPlatform {
  const dir = path.join(opts.dataDir, 'mail');
  const transport: 'smtp' | 'file' = opts.smtpUrl ? 'smtp' : 'file';
  const deliver = opts.deliver ?? transportFor(opts, dir);

  const record = async (db: Db, mail: Mail, location: string) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        body: location === outboxMarks.skipped ? '' : mail.text,
        transport,
        location,
      })
      .returning({ id: mailOutbox.id });
    return row.id;
  };

  /** Claims one due row (the update is the lock): queued and due, or claimed by someone too long ago. */
  const claim = async (): Promise<OutboxRow | undefined> => {
    const now = new Date();
    const at = now.toISOString();
    const due = sql`sent_at is null and ((location = ${outboxMarks.queued} and (next_attempt_at is null or next_attempt_at <= ${at}::timestamptz))
      or (location = ${outboxMarks.sending} and (next_attempt_at <= ${at}::timestamptz
        or (next_attempt_at is null and created_at <= ${new Date(now.getTime() - staleClaimMs).toISOString()}::timestamptz))))`;
    const [row] = await opts.db
      .update(mailOutbox)
      .set({
        location: outboxMarks.sending,
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + staleClaimMs),
      })
      // The outer check again: a row another flusher claimed meanwhile is no longer due.
      .where(
        sql`${mailOutbox.id} = (select id from mail_outbox where ${due} order by id limit 1 for update skip locked) and ${due}`,
      )
      .returning();
    return row;
  };

  const flush = async () => {
    let sent = 0;
    for (let row = await claim(); row; row = await claim()) {
      try {
        const location = await deliver({ to: row.to, subject: row.subject, text: row.body });
        await opts.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), location, body: '', nextAttemptAt: null })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const message = String((error as Error).message);
        const last = row.attempts >= maxAttempts;
        await opts.db
          .update(mailOutbox)
          .set(
            last
              ? { location: outboxMarks.failed, error: message, body: '', nextAttemptAt: null }
              : {
                  location: outboxMarks.queued,
                  error: message,
                  nextAttemptAt: new Date(Date.now() + retryDelaysMs[row.attempts - 1]),
                },
          )
          .where(eq(mailOutbox.id, row.id));
        opts.log(
          `mail ${row.id} to ${row.to}: attempt ${row.attempts} of ${maxAttempts} failed${last ? ', given up' : ''}: ${message}`,
        );
      }
    }
    return sent;
  };

  // One background flush at a time in this process; a request for one while it runs makes it go round once more.
  let scheduled: Promise<void> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const flushInBackground = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await flush().catch((error: unknown) => opts.log(`mail flush failed: ${(error as Error).message}`));
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  // setImmediate: after the current request's answer is written, never awaited by it.
  const kick = () => {
    scheduled ??= new Promise((resolve) =>
      setImmediate(() => {
        scheduled = null;
        flushInBackground();
        resolve();
      }),
    );
  };

  return {
    transport,
    dir,
    queue: (tx, mail) => record(tx, mail, outboxMarks.queued),
    async send(mail) {
      await record(opts.db, mail, outboxMarks.queued);
      kick();
    },
    async skip(mail) {
      await record(opts.db, mail, outboxMarks.skipped);
      kick();
    },
    flush,
    async idle() {
      while (scheduled || running) await (scheduled ?? running);
    },
    startTimer(ms) {
      const timer = setInterval(flushInBackground, ms);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/** The real transport: SMTP (answers the message id) or an .eml file (answers its path). */
function transportFor(opts: Options, dir: string): (mail: Mail) => Promise<string> {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return async (mail) => String((await transporter.sendMail({ from: opts.from, ...mail })).messageId ?? '');
  }
  fs.mkdirSync(dir, { recursive: true });
  opts.log(`mail: SMTP_URL is not set; mails are written to ${dir}/*.eml`);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let serial = 0;
  return async (mail) => {
    const info = await transporter.sendMail({ from: opts.from, ...mail });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++serial}.eml`);
    await fs.promises.writeFile(file, info.message as Buffer);
    return file;
  };
}
