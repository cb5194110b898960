// The change feed: which tables changed, pushed by the database itself, so that what a process keeps
// in memory (identities, list pages) is dropped the moment a commit makes it stale — without a
// query per request to ask (decision 0018).
//
// Every table carries a statement-level trigger (changeTriggersSql, run by migrateDatabase, so a
// new module's tables are covered without anyone remembering) that sends `pg_notify(channel, table)`;
// the identity triggers of migration 0016 also send 'auth'. PostgreSQL delivers a notification only
// when its transaction commits, to every listening connection of every process, in commit order.
// PGlite delivers it inside the call that committed, before that call returns, so on PGlite a change
// is seen by the very next statement of this (the only) process.
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.ts';

export const changeChannel = 'portal_changes';
/** Sent by the identity triggers (migration 0016, 0018) for a change to what an identity is made of. */
export const authTopic = 'auth';
const syncPrefix = '~sync:';

export type ChangeFeed = {
  /**
   * False while the feed cannot vouch for what it has (PostgreSQL listener down or reconnecting):
   * nothing may be served from memory then.
   */
  readonly live: boolean;
  /** True when a change reaches the feed before the committing call returns (PGlite). */
  readonly immediate: boolean;
  /** A number that changes whenever `topic` (a table name, or 'auth') changes; compare, never order. */
  version(topic: string): number;
  /**
   * Resolves when every change committed before the call has reached this process (PostgreSQL:
   * a notification of our own sent after them has come back; PGlite: at once).
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

type Feed = ChangeFeed & {
  apply(payload: string): void;
  lost(): void;
  found(): void;
  /** Settles waiting for their own notification to come back (PostgreSQL). */
  waiting: Map<string, () => void>;
};

function createFeed(immediate: boolean): Feed {
  const versions = new Map<string, number>();
  // Bumped when notifications may have been missed (a reconnect): every version changes at once.
  let generation = 0;
  let live = false;
  const waiting = new Map<string, () => void>();
  return {
    get live() {
      return live;
    },
    immediate,
    version: (topic) => generation * 2 ** 32 + (versions.get(topic) ?? 0),
    apply(payload) {
      if (payload.startsWith(syncPrefix)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      versions.set(payload, ((versions.get(payload) ?? 0) + 1) % 2 ** 32);
    },
    lost() {
      live = false;
      generation++;
    },
    found() {
      generation++;
      live = true;
    },
    settle: async () => {},
    close: async () => {},
    waiting,
  };
}

/** PGlite: notifications arrive inside the committing call, so the feed is always current. */
export async function pgliteFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = createFeed(true);
  const unlisten = await client.listen(changeChannel, (payload) => feed.apply(payload));
  feed.found();
  return Object.assign(feed, {
    close: async () => {
      feed.lost();
      await unlisten();
    },
  });
}

type PgClient = {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  on(event: 'notification', fn: (m: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', fn: (e?: Error) => void): unknown;
  end(): Promise<void>;
};

/**
 * PostgreSQL: one dedicated connection listens. Until it is listening, and from the moment it is
 * lost until it listens again, the feed is not live; when it comes back every version changes,
 * since notifications of the gap are gone.
 */
export async function postgresFeed(opts: {
  connect: () => PgClient;
  /** A query on any other connection (the pool). */
  query: (text: string, values: unknown[]) => Promise<unknown>;
  log?: (message: string) => void;
  retryMs?: number;
}): Promise<ChangeFeed> {
  const feed = createFeed(false);
  const me = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  let syncs = 0;
  let closed = false;
  let client: PgClient | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function listen() {
    const c = opts.connect();
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      feed.lost();
      if (client === c) client = null;
      void c.end().catch(() => {});
      if (closed) return;
      opts.log?.(`change feed: listener lost (${error?.message ?? 'connection ended'}); retrying`);
      retry = setTimeout(() => void listen().catch(() => {}), opts.retryMs ?? 1000);
    };
    c.on('error', drop);
    c.on('end', drop);
    c.on('notification', (m) => {
      if (m.channel === changeChannel && m.payload) feed.apply(m.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${changeChannel}`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    if (closed) return void c.end();
    client = c;
    feed.found();
  }

  await listen().catch(() => {}); // not live yet; retries in the background
  return Object.assign(feed, {
    async settle() {
      if (!feed.live) return;
      const payload = `${syncPrefix}${me}:${++syncs}`;
      const back = new Promise<void>((resolve) => {
        feed.waiting.set(payload, resolve);
        // A lost listener never answers; lost() has made every version new anyway.
        setTimeout(() => {
          feed.waiting.delete(payload);
          resolve();
        }, 2000).unref();
      });
      await opts.query('select pg_notify($1, $2)', [changeChannel, payload]);
      await back;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      feed.lost();
      await client?.end().catch(() => {});
    },
  });
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The feed of a database opened by openDatabase; none for a bare Db (then nothing is cached). */
export const changesOf = (db: Db): ChangeFeed | undefined => feeds.get(db);
export const attachChanges = (db: Db, feed: ChangeFeed) => void feeds.set(db, feed);

/**
 * Gives every table of the schema the change trigger it lacks (two statements, run one by one). Idempotent and cheap; run after the
 * migrations so that tables added later are covered too.
 */
export const changeTriggersSql = [
  `create or replace function portal_notify_change() returns trigger language plpgsql as $$
   begin
     perform pg_notify('${changeChannel}', TG_TABLE_NAME);
     return null;
   end
   $$`,
  `do $$
   declare t record;
   begin
     for t in select c.relname from pg_class c
              where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
                and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'portal_changes')
     loop
       execute format('create trigger portal_changes after insert or update or delete or truncate on %I
                       for each statement execute function portal_notify_change()', t.relname);
     end loop;
   end
   $$`,
];
