// Hostile input on every route: whatever a client sends in a path parameter, a query parameter or
// a JSON body field — numbers no int4 column holds, NUL and other control characters, lone
// surrogates, right-to-left overrides, a megabyte of text, the wrong type, prototype keys,
// impossible dates, malformed or mislabelled bodies, broken multipart — the answer is below 500
// and is the envelope {code, msg, data} (a route that streams bytes may answer bytes on success,
// never on a refusal).
// The routes come from the app's own table (app.deps.routes), their fields from the zod schemas
// through the OpenAPI document the app builds from them, nested body fields and array items
// included; a route without a schema gets generic names. Each route is walked signed in (a
// customer given every code there is, staff codes too, so every handler is reached) and
// anonymously: first every field × every hostile value that fits its type, then random
// combinations with fast-check (fixed seeds) until each route has had FUZZ_RUNS cases (100 in
// `npm test`, 1 000 in `npm run fuzz`). A refusal's message names no stack frame and no SQL, and a
// refused request writes nothing: a row trigger on every table notes each write, and what a
// refusal wrote must be one of the few writes a refusal is for (refusedWrites).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from './db/orm.ts';
import type { PGlite } from '@electric-sql/pglite';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from './test/app.ts';
import { accounts } from './db/schema/index.ts';
import { shapesOf, validOf, type Field, type Kind, type Shape } from './test/route-shapes.ts';

type Caller = 'customer' | 'anonymous';

/** JSON text sent as it is: numbers JSON.stringify cannot write, keys an object literal cannot hold. */
class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
/**
 * A hostile value: its text in a path or query (several texts: a repeated key; null: body only),
 * its JSON in a body, and the kinds of field it is tried on ('any' fields get every value).
 */
type Hostile = { label: string; text: string | string[] | null; json: unknown; kinds: readonly Kind[] };

const all: readonly Kind[] = ['number', 'text', 'date', 'enum', 'boolean', 'array', 'object'];
const scalars: readonly Kind[] = ['number', 'text', 'date', 'enum', 'boolean'];
const stringy: readonly Kind[] = ['text', 'date', 'enum'];
const megabyte = 'x'.repeat(1_000_000);
const text = (label: string, value: string, kinds: readonly Kind[]): Hostile => ({
  label,
  text: value,
  json: value,
  kinds,
});
const json = (label: string, value: unknown, kinds: readonly Kind[]): Hostile => ({
  label,
  text: null,
  json: value,
  kinds,
});

const hostiles: Hostile[] = [
  text('NUL', 'a\u0000b', scalars),
  text('percent-encoded NUL', '%00', ['text']),
  text('1 MB', megabyte, ['text']),
  text('600 digits', '1'.repeat(600), ['number', 'date', 'enum']),
  text('empty', '', scalars),
  text('lone surrogate', 'a\ud800b', scalars),
  text('RTL override', '\u202ecod.exe', ['text']),
  text('control characters', '\u0007\u001b[2J\u0008', ['text']),
  text('SQL', "' or 1=1 --", ['text', 'number']),
  text('path traversal', '../../../etc/passwd', ['text']),
  text('__proto__', '__proto__', ['text', 'enum', 'number']),
  text('constructor', 'constructor', ['text']),
  text('year 0000', '0000-01-01', ['date']),
  text('30 February', '2024-02-30', ['date']),
  text('year 9999', '9999-12-31', ['date']),
  text('last day', '9999-12-30', ['date']),
  text('2^31', '2147483648', ['number', 'text']),
  text('2^53 + 1', '9007199254740993', ['number']),
  text('-1', '-1', ['number']),
  text('1e309', '1e309', ['number']),
  text('1.5', '1.5', ['number']),
  text('hex', '0x7fffffff', ['number']),
  // What Number() reads but a decimal number is not: each would name another row than the text.
  text('plus sign', '+1', ['number']),
  text('leading space', ' 1', ['number']),
  text('hex 16', '0x10', ['number']),
  text('exponent', '1e3', ['number']),
  text('text null', 'null', ['number', 'boolean']),
  text('JSON text', '{"a":1}', ['number']),
  { label: 'repeated key', text: ['1', '2'], json: [1, 'a', null], kinds: all },
  json('int 2^31', 2 ** 31, ['number', ...stringy, 'boolean', 'array']),
  json('int 2^53', 2 ** 53, ['number']),
  json('int -1', -1, ['number']),
  json('float', 0.5, ['number']),
  json('number 1e309', new Raw('1e309'), ['number']),
  json('number of 400 digits', new Raw(`1${'0'.repeat(400)}`), ['number']),
  json('true', true, ['number', ...stringy, 'array', 'object']),
  json('null', null, all),
  json('object', { a: 1 }, all),
  json('empty array', [], ['array']),
  json(
    '10 001 ids',
    Array.from({ length: 10_001 }, (_, i) => i + 1),
    ['array'],
  ),
  json('deep array', new Raw(`${'['.repeat(10_000)}${']'.repeat(10_000)}`), ['array', 'text']),
  json('__proto__ object', new Raw('{"__proto__":{"polluted":1}}'), all),
  json('constructor object', new Raw('{"constructor":{"prototype":{"polluted":1}}}'), all),
];
const fits = (h: Hostile, f: Field) =>
  (f.in === 'body' || h.text !== null) && (f.kind === 'any' || h.kinds.includes(f.kind));

const boundary = 'hostileBoundary';
const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
/** Whole bodies that are wrong as such, for every route that takes a body. */
const hostileBodies: { label: string; contentType?: string; payload: string }[] = [
  { label: 'malformed JSON', contentType: 'application/json', payload: '{"a":' },
  { label: 'empty JSON', contentType: 'application/json', payload: '' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1]' },
  { label: 'JSON 1e309', contentType: 'application/json', payload: '1e309' },
  { label: '__proto__ key', contentType: 'application/json', payload: '{"__proto__":{"polluted":1}}' },
  {
    label: 'constructor key',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"polluted":1}}}',
  },
  { label: 'NUL key', contentType: 'application/json', payload: '{"a\\u0000":1}' },
  { label: 'deep nesting', contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: 'UTF-16 JSON', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { label: 'text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { label: 'no content type', payload: 'garbage' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: part },
  { label: 'multipart truncated', contentType: `multipart/form-data; boundary=${boundary}`, payload: part },
  {
    label: 'multipart headers cut',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-da`,
  },
  {
    label: 'multipart __proto__ field',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--${boundary}--\r\n`,
  },
];

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Percent-encoding that also writes lone surrogates, as the bytes a careless client would send. */
function encode(value: string): string {
  let out = '';
  let from = 0;
  for (const m of value.matchAll(loneSurrogates)) {
    const cp = m[0].charCodeAt(0);
    out +=
      encodeURIComponent(value.slice(from, m.index)) +
      [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    from = m.index + 1;
  }
  return out + encodeURIComponent(value.slice(from));
}

/** A fresh copy: hostile values are shared, and a later mutation may write into an earlier one. */
function copyOf(value: unknown): unknown {
  if (value instanceof Raw || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyOf(v)]));
}

function setAt(target: Record<string, unknown>, at: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  at.slice(0, -1).forEach((key, i) => {
    const next = node[key];
    if (next === null || typeof next !== 'object' || next instanceof Raw)
      node[key] = typeof at[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[at[at.length - 1]] = value;
}

/** What one request does: who calls, which fields get which hostile value, maybe a hostile body as such. */
type Plan = {
  caller: Caller;
  mutations: { field: number; hostile: number }[];
  body: number | null;
  onlyMutated: boolean;
};

let t: TestApp;
let customerId: number;
let customerToken: string;
let shapes: Shape[];
let requests = 0;
let addressSeq = 0;
/** Cases sent per route (`METHOD url`): every one counts, whoever called and however it ended. */
const casesOf = new Map<string, number>();
const runs = Number(process.env.FUZZ_RUNS ?? 100);
const routeKey = (shape: Shape) => `${shape.method} ${shape.url}`;

/**
 * The writes a refusal is for (`table operation`): a failed sign-in is counted (login_attempts), a
 * wrong mailed code counts against its code (mail_codes: wrongTries), a route that mails an address
 * the caller names counts the mail against its limits before anything else (rate_events; over the
 * limit, the 429 takes its own events back and old events are cleared). Everywhere: the outbox marks
 * the mails of earlier answers sent — it sends after the answer, so its update may land while a
 * later request runs; a refusal that queued a mail would be an insert. Any other write by a
 * refused request is a fault: half a change, or a change made before the check that refused it.
 */
const codeChecked = ['mail_codes update'];
const mailLimited = ['rate_events insert', 'rate_events delete'];
const refusedWrites: Record<string, readonly string[]> = {
  'POST /api/gateway/user/login': ['login_attempts insert'],
  'POST /api/gateway/user/register': codeChecked,
  'POST /api/gateway/user/updatePwd': codeChecked,
  'POST /api/gateway/user/accountActivate': codeChecked,
  'GET /api/codepath/code/getRegisterCode': mailLimited,
  'GET /api/codepath/code/getVerificationCode': mailLimited,
  'GET /api/codepath/code/getVerifyCode': mailLimited,
  'POST /api/common/cust/account/add': mailLimited,
  'PUT /api/common/cust/account/edit': mailLimited,
  'POST /api/admin/account/resetVerification/:id': mailLimited,
};
const refusedWritesEverywhere: readonly string[] = ['mail_outbox update'];

/** What one request wrote, as "table op": `mark()` before it, `since()` after it. */
type WriteLog = { mark(): Promise<void>; since(): Promise<string[]> };
let writes: WriteLog;

/**
 * Notes every row written to every table, and how, with a row trigger of its own on each — apart
 * from the app's change triggers, which are part of what is tested. On PGlite the trigger notifies
 * and the notifications are kept in memory: PGlite hands them over inside the call that committed
 * (as the change feed relies on, server/db/changes.ts), before the request's answer, and a rolled
 * back write sends none. Reading a table back before and after each request took about a third of
 * the sweep's time there. On PostgreSQL (`npm run fuzz`), where notifications arrive on their own
 * time, the trigger writes rows to fuzz_writes and the log reads them back.
 */
async function noteWrites(): Promise<WriteLog> {
  const pglite = t.kind === 'pglite';
  if (!pglite)
    await t.db.execute(
      sql`create table fuzz_writes (id bigserial primary key, table_name text not null, op text not null)`,
    );
  await t.db.execute(
    pglite
      ? sql`create function fuzz_note_write() returns trigger language plpgsql as $$
    begin perform pg_notify('fuzz_writes', TG_TABLE_NAME || ' ' || lower(TG_OP)); return null; end $$`
      : sql`create function fuzz_note_write() returns trigger language plpgsql as $$
    begin insert into fuzz_writes (table_name, op) values (TG_TABLE_NAME, lower(TG_OP)); return null; end $$`,
  );
  const tables = (await t.db.execute(sql`select tablename from pg_tables
    where schemaname = current_schema() and tablename <> 'fuzz_writes'`)) as unknown as {
    rows: { tablename: string }[];
  };
  for (const { tablename } of tables.rows)
    await t.db.execute(
      sql.raw(`create trigger fuzz_note after insert or update or delete on "${tablename}"
        for each row execute function fuzz_note_write()`),
    );
  if (pglite) {
    const heard = new Set<string>();
    const client = (t.db as unknown as { $client: PGlite }).$client;
    await client.listen('fuzz_writes', (write) => heard.add(write));
    return {
      mark: async () => heard.clear(),
      since: async () => [...heard].sort(),
    };
  }
  let before = 0;
  return {
    async mark() {
      const result = (await t.db.execute(sql`select coalesce(max(id), 0)::int as id from fuzz_writes`)) as unknown as {
        rows: { id: number }[];
      };
      before = Number(result.rows[0].id);
    },
    async since() {
      const result = (await t.db.execute(
        sql`select distinct table_name || ' ' || op as write from fuzz_writes where id > ${before} order by 1`,
      )) as unknown as { rows: { write: string }[] };
      return result.rows.map((row) => row.write);
    },
  };
}

async function signInCustomer() {
  // Whatever a route did to the account (a logout, a password change): active again, a new session.
  await t.db
    .update(accounts)
    .set({ state: 'active', lockReason: null, disabledAt: null })
    .where(eq(accounts.id, customerId));
  customerToken = await t.signIn('customer@demo.test');
}

function requestOf(shape: Shape, plan: Plan): InjectOptions {
  const hostileOf = new Map(plan.mutations.map((m) => [m.field, hostiles[m.hostile]]));
  let url = shape.url;
  const query: string[] = [];
  const body = (plan.onlyMutated || !shape.bodySchema ? {} : validOf('', shape.bodySchema)) as Record<string, unknown>;
  shape.fields.forEach((f, i) => {
    const hostile = hostileOf.get(i);
    if (f.in === 'body') {
      if (hostile) setAt(body, f.at, copyOf(hostile.json));
      return;
    }
    if (!hostile && plan.onlyMutated && f.in === 'query') return;
    const values = !hostile
      ? [String(validOf(f.name, f.schema))]
      : hostile.text === null
        ? [toJson(hostile.json)]
        : Array.isArray(hostile.text)
          ? hostile.text
          : [hostile.text];
    if (f.in === 'path') url = url.replace(f.name === '*' ? '*' : `:${f.name}`, encode(values[0]));
    else for (const v of values) query.push(`${encode(f.name)}=${encode(v)}`);
  });
  const headers: Record<string, string> =
    plan.caller === 'customer' ? { authorization: `Bearer ${customerToken}` } : {};
  let payload: string | undefined;
  if (plan.body !== null && shape.hasBody) {
    const hostile = hostileBodies[plan.body];
    if (hostile.contentType) headers['content-type'] = hostile.contentType;
    payload = hostile.payload;
  } else if (shape.hasBody && (shape.bodySchema || plan.mutations.length > 0)) {
    headers['content-type'] = 'application/json';
    payload = toJson(body);
  }
  addressSeq++;
  return {
    method: shape.method as InjectOptions['method'],
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    headers,
    payload,
    // Sign-in counts attempts per address: each request comes from its own.
    remoteAddress: `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`,
  };
}

function describePlan(shape: Shape, plan: Plan): string {
  const parts = plan.mutations.map(
    (m) => `${shape.fields[m.field].in} ${shape.fields[m.field].name} = ${hostiles[m.hostile].label}`,
  );
  if (plan.body !== null) parts.push(`body: ${hostileBodies[plan.body].label}`);
  return `${shape.method} ${shape.url} as ${plan.caller}${plan.onlyMutated ? ' (only those fields)' : ''}: ${parts.join(', ') || 'valid-looking input'}`;
}

/** The rule for every answer: below 500, and the envelope unless bytes were streamed on success. */
function problemOf(shape: Shape, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode === 204 || res.statusCode === 304) return null;
  const type = String(res.headers['content-type'] ?? '');
  // Success may be bytes (files, images, the OpenAPI pages); a refusal is always the envelope.
  if (res.statusCode < 400 && (!type.startsWith('application/json') || shape.url.startsWith('/api/docs'))) return null;
  let envelope: Record<string, unknown> | null;
  try {
    envelope = JSON.parse(res.body);
  } catch {
    return `status ${res.statusCode}, not JSON (${type}): ${res.body.slice(0, 200)}`;
  }
  if (!envelope || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string' || !('data' in envelope)) {
    return `status ${res.statusCode}, no envelope: ${res.body.slice(0, 200)}`;
  }
  if (leaks.test(envelope.msg)) return `status ${res.statusCode}, the message shows the inside: ${envelope.msg}`;
  return null;
}

/** What a message must never show: a stack frame, a source path, SQL or the database's own words. */
const leaks =
  /\n\s+at |\bat \S+ \(|\.(?:ts|js):\d+|node_modules|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\b\s+"?\w+"?\s+set\b|\bviolates\b|\brelation "|syntax error at|duplicate key|\bpglite\b|\bdrizzle\b/i;

async function send(shape: Shape, plan: Plan): Promise<void> {
  await writes.mark();
  let res = await t.app.inject(requestOf(shape, plan));
  requests++;
  casesOf.set(routeKey(shape), (casesOf.get(routeKey(shape)) ?? 0) + 1);
  if (plan.caller === 'customer' && res.statusCode === 401 && shape.access !== 'public') {
    // A route ended the session (a logout, a password change): sign in again and ask once more.
    await signInCustomer();
    await writes.mark();
    res = await t.app.inject(requestOf(shape, plan));
    requests++;
  }
  const problem = problemOf(shape, res) ?? (res.statusCode >= 400 ? refusedWrote(shape, await writes.since()) : null);
  if (problem) throw new Error(`${describePlan(shape, plan)} → ${problem}`);
}

/** The tables a refused request wrote beyond what a refusal of its route is for. */
function refusedWrote(shape: Shape, wrote: readonly string[]): string | null {
  const allowed = new Set([...refusedWritesEverywhere, ...(refusedWrites[routeKey(shape)] ?? [])]);
  const beyond = wrote.filter((table) => !allowed.has(table));
  return beyond.length > 0 ? `refused, yet wrote to ${beyond.join(', ')}` : null;
}

/**
 * Every field × every hostile value that fits it, and every hostile body. An anonymous call of a
 * route that needs a session ends at the auth hook before anything is read: one plan is enough.
 */
function sweepOf(shape: Shape, caller: Caller): Plan[] {
  if (caller === 'anonymous' && shape.access !== 'public') {
    return [
      { caller, mutations: shape.fields.map((_, field) => ({ field, hostile: 0 })), body: null, onlyMutated: false },
    ];
  }
  const plans: Plan[] = [];
  shape.fields.forEach((f, field) => {
    hostiles.forEach((h, hostile) => {
      if (fits(h, f)) plans.push({ caller, mutations: [{ field, hostile }], body: null, onlyMutated: false });
    });
  });
  if (shape.hasBody)
    hostileBodies.forEach((_, body) => plans.push({ caller, mutations: [], body, onlyMutated: false }));
  return plans;
}

/** Up to three hostile fields at once (any value, fitting or not), maybe a hostile body, maybe nothing else. */
function planArbitrary(shape: Shape): fc.Arbitrary<Plan> {
  const mutation =
    shape.fields.length === 0
      ? fc.constant(null)
      : fc
          .record({ field: fc.nat(shape.fields.length - 1), hostile: fc.nat(hostiles.length - 1) })
          .filter((m) => shape.fields[m.field].in === 'body' || hostiles[m.hostile].text !== null);
  return fc.record({
    caller: fc.constantFrom<Caller>('customer', 'anonymous'),
    mutations: fc
      .array(mutation, { maxLength: 3 })
      .map((list) => list.filter((m): m is { field: number; hostile: number } => m !== null)),
    body: shape.hasBody ? fc.option(fc.nat(hostileBodies.length - 1), { freq: 4 }) : fc.constant(null),
    onlyMutated: fc.boolean(),
  });
}

beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
  await t.app.ready();
  [{ id: customerId }] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'customer@demo.test'));
  // Every code there is, staff codes too, so that every route's handler is reached.
  await t.db.execute(sql`insert into role_menus (role_id, menu_code)
    select ar.role_id, m.code from account_roles ar cross join menus m where ar.account_id = ${customerId} on conflict do nothing`);
  await signInCustomer();
  writes = await noteWrites();
  shapes = shapesOf(t.app.deps.routes, t.app.swagger() as unknown as Parameters<typeof shapesOf>[1]);
});
afterAll(() => t?.close());

describe('hostile input on every route', () => {
  it('knows every route and the fields of those that take input, nested ones too', () => {
    expect(shapes.length).toBe(t.app.deps.routes.length);
    expect(shapes.length).toBeGreaterThan(100);
    const names = (url: string, method = 'POST') =>
      shapes.find((s) => s.url === url && s.method === method)!.fields.map((f) => `${f.in} ${f.name}`);
    expect(names('/api/common/homepage/custFeedback')).toEqual(['body subject', 'body feedback', 'body page']);
    expect(names('/api/dccpath/dcc/file/list', 'GET')).toEqual(
      expect.arrayContaining(['query keyword', 'query releaseFrom', 'query pageNum']),
    );
    expect(names('/api/gateway/user/register')).toEqual(
      expect.arrayContaining(['body answers', 'body answers.0', 'body answers.0.itemId', 'body companyId']),
    );
    expect(names('/api/common/notice/detail/:id', 'GET')).toEqual(['path id']);
  });

  it('answers every field × every hostile value, signed in and anonymous, below 500 and as the envelope', async () => {
    const before = requests;
    for (const shape of shapes) {
      for (const plan of [...sweepOf(shape, 'customer'), ...sweepOf(shape, 'anonymous')]) await send(shape, plan);
    }
    expect(requests - before).toBeGreaterThan(3000);
  }, 600_000);

  it('reads a number in a path or query as decimal digits only: +1, " 1", 0x10, 1e3 and 2^31 are a 400 naming it', async () => {
    await signInCustomer();
    const loose = ['plus sign', 'leading space', 'hex 16', 'exponent', '2^31'].map((label) =>
      hostiles.findIndex((h) => h.label === label),
    );
    const checked = new Set<string>();
    for (const shape of shapes)
      for (const [field, f] of shape.fields.entries()) {
        if (f.in === 'body' || f.kind !== 'number') continue;
        for (const hostile of loose) {
          const plan: Plan = { caller: 'customer', mutations: [{ field, hostile }], body: null, onlyMutated: false };
          const res = await t.app.inject(requestOf(shape, plan));
          expect(res.statusCode, `${describePlan(shape, plan)}: ${res.body}`).toBe(400);
          expect(res.json(), describePlan(shape, plan)).toMatchObject({ code: 400, data: { field: f.name } });
        }
        checked.add(`${routeKey(shape)} ${f.in} ${f.name}`);
      }
    // Ids in paths and queries, pages, the file id of a download.
    expect(checked).toContain('GET /api/common/notice/detail/:id path id');
    expect(checked).toContain('GET /api/common/cust/parlib/pendingparlist query branchId');
    expect(checked).toContain('GET /api/dccpath/dcc/file/list query pageSize');
    expect(checked).toContain('GET /api/common/file/download/:id path id');
    expect(checked.size).toBeGreaterThan(100);
  });

  it(
    `answers random combinations of hostile fields and bodies below 500 and as the envelope, ${runs} cases a route at least`,
    async () => {
      for (const [index, shape] of shapes.entries()) {
        await fc.assert(
          fc.asyncProperty(planArbitrary(shape), (plan) => send(shape, plan)),
          // At least 10 random cases, more where the sweep (when it ran first) left the route short.
          { seed: 20_260_611 + index, numRuns: Math.max(10, runs - (casesOf.get(routeKey(shape)) ?? 0)) },
        );
      }
      const counts = shapes.map((shape) => casesOf.get(routeKey(shape)) ?? 0);
      console.info(
        `fuzz: ${shapes.length} routes, ${requests} requests, fewest cases on a route ${Math.min(...counts)}; none 5xx, none leaked, no refusal wrote`,
      );
      expect(shapes.filter((shape) => (casesOf.get(routeKey(shape)) ?? 0) < runs).map(routeKey)).toEqual([]);
    },
    Math.max(600_000, runs * 3_600),
  );
});
