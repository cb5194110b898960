// The staff console's settings end to end through the API: the system-upgrade flag reaches the
// customers' /version.json at once while staff keep their settings; the patch display switches
// hide and show the pages without a restart; a new NDA, disclaimers or AI terms version is asked
// for again (the NDA at the next sign-in); customers are refused; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { captcha } from '../../test/auth-helpers.ts';
import { injectAs } from '../../test/inject.ts';
import { accounts, auditLog, settings } from '../../db/schema/index.ts';
import type { DocumentHistory } from '../../../contract/settings.ts';
import { ndaVersion } from '../auth/nda.ts';
import { switchedOffPages } from '../auth/menu.ts';
import { newReads, noteReadsOf } from '../../db/reads.ts';
import type { AuthUser } from '../../platform/auth.ts';

let t: TestApp;
const A = 'customer@demo.test';
const B = 'other@demo.test';
const CHILD = 'child@demo.test';
const PM = 'pm@demo.test';
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const get = (url: string, who: string | null, language?: 'zh' | 'en') => injectAs(t, who, { url, language });
const put = (url: string, who: string | null, payload: unknown) => injectAs(t, who, { method: 'PUT', url, payload });
const post = (url: string, who: string | null, payload: unknown, language?: 'zh' | 'en') =>
  injectAs(t, who, { method: 'POST', url, payload, language });
const versionJson = async () => (await t.app.inject({ method: 'GET', url: '/version.json' })).json();
const history = async (kind: string) =>
  (await get(`/admin/settings/documents/${kind}`, PM)).json().data as DocumentHistory;

/** A sign-in through the real login call, ticking NDA version `ndaVersion` (left out when undefined). */
async function login(username: string, ndaVersion?: string) {
  const c = await captcha(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/gateway/user/login',
    headers: { 'verify-code': c.uuid, 'accept-language': 'en' },
    payload: { username, password: 'Portal#2026', code: c.answer, ...(ndaVersion === undefined ? {} : { ndaVersion }) },
  });
}

const newText = (label: string, words: string) => ({
  label,
  titleZh: `${words}（中文标题）`,
  titleEn: `${words} (English title)`,
  contentZh: `第一段：${words}。\n\n第二段：请仔细阅读。`,
  contentEn: `First paragraph: ${words}.\n\nSecond paragraph: please read carefully.`,
});

describe('access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/admin/settings/maintenance'],
    ['PUT', '/admin/settings/maintenance', { on: true }],
    ['GET', '/admin/settings/display'],
    ['PUT', '/admin/settings/display', { patchDisplay: false, patchsetDisplay: false }],
    ['GET', '/admin/settings/documents/nda'],
    ['POST', '/admin/settings/documents/nda', newText('x-1', 'refused')],
  ];
  it('refuses customers (403) and anonymous callers (401) on every settings route, and changes nothing', async () => {
    for (const who of [A, B, CHILD, null]) {
      for (const [method, url, payload] of routes) {
        const r = await injectAs(t, who, { method: method as 'GET', url, payload });
        expect(r.statusCode, `${method} ${url} as ${who}`).toBe(who ? 403 : 401);
        expect(r.json()).toMatchObject({ code: who ? 403 : 401, data: null });
      }
    }
    expect((await versionJson()).maintenance).toBe(false);
    expect((await get('/admin/settings/display', PM)).json().data).toEqual({
      patchDisplay: true,
      patchsetDisplay: true,
    });
    expect(await t.db.select().from(settings).where(like(settings.key, 'doc.%'))).toEqual([]);
  });
});

describe('system-upgrade flag', () => {
  it('on: the customers’ /version.json says so at once, staff still read and change the settings; off: normal again', async () => {
    expect((await get('/admin/settings/maintenance', PM)).json().data).toEqual({ on: false });

    const on = await put('/admin/settings/maintenance', PM, { on: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ on: true });
    // The customer's guard asks /version.json on every navigation: the next one shows /systemUpgrade.
    expect(await versionJson()).toEqual({ version: 'test-version', maintenance: true });
    // Staff are not locked out of the settings meanwhile.
    expect((await get('/admin/settings/maintenance', PM)).json().data).toEqual({ on: true });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.maintenance'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row.detail).toMatchObject({ on: true });

    const off = await put('/admin/settings/maintenance', PM, { on: false });
    expect(off.json().data).toEqual({ on: false });
    expect((await versionJson()).maintenance).toBe(false);
  });

  it('refuses a body that is not a boolean flag (400), leaving the flag as it was', async () => {
    for (const payload of [{}, { on: 'yes' }, { on: 1 }, { on: null }]) {
      const r = await put('/admin/settings/maintenance', PM, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { field: 'on' } });
    }
    expect((await versionJson()).maintenance).toBe(false);
  });
});

describe('patch display switches', () => {
  const menuCodes = async (who: string) =>
    ((await get('/gateway/user/getMenu', who)).json().data.menus as { funcNo: string }[]).map((m) => m.funcNo);

  it('switched off, the pages leave every customer’s menu and their calls answer 403; on again, they are back', async () => {
    expect(await menuCodes(A)).toEqual(expect.arrayContaining(['M07', 'M16']));
    expect((await get('/common/patch/list', A)).statusCode).toBe(200);

    const off = await put('/admin/settings/display', PM, { patchDisplay: false, patchsetDisplay: false });
    expect(off.json().data).toEqual({ patchDisplay: false, patchsetDisplay: false });
    expect((await get('/admin/settings/display', PM)).json().data).toEqual({
      patchDisplay: false,
      patchsetDisplay: false,
    });
    expect(await menuCodes(A)).not.toEqual(expect.arrayContaining(['M07']));
    expect(await menuCodes(A)).not.toEqual(expect.arrayContaining(['M16']));
    expect((await get('/common/patch/list', A)).statusCode).toBe(403);
    expect((await get('/common/cust/patchsetlist/list', B)).statusCode).toBe(403);

    await put('/admin/settings/display', PM, { patchDisplay: true, patchsetDisplay: false });
    expect((await get('/common/patch/list', A)).statusCode).toBe(200);
    expect(await menuCodes(A)).not.toEqual(expect.arrayContaining(['M16']));

    await put('/admin/settings/display', PM, { patchDisplay: true, patchsetDisplay: true });
    expect(await menuCodes(A)).toEqual(expect.arrayContaining(['M07', 'M16']));
  });

  it('the switches, read again only when settings change, still count as a read of settings for a kept answer', async () => {
    const [customer] = await t.db.select().from(accounts).where(eq(accounts.email, A));
    const user = { companyId: customer.companyId } as AuthUser;
    for (const round of [1, 2]) {
      // The second round is answered from the memo: it must note the read all the same.
      const reads = newReads();
      expect(await noteReadsOf(reads, () => switchedOffPages(t.db, user, ['M07'])), `round ${round}`).toEqual(
        new Set(),
      );
      expect([...reads.seen.keys()], `round ${round}`).toContain('settings');
      expect(reads.spoiled, `round ${round}`).toBe(false);
    }
  });

  it('refuses a partial or mistyped body (400)', async () => {
    for (const payload of [{ patchDisplay: false }, { patchDisplay: 'no', patchsetDisplay: true }]) {
      expect((await put('/admin/settings/display', PM, payload)).statusCode).toBe(400);
    }
    expect((await get('/admin/settings/display', PM)).json().data).toEqual({
      patchDisplay: true,
      patchsetDisplay: true,
    });
  });
});

describe('NDA versions', () => {
  it('starts with the built-in version as current', async () => {
    const h = await history('nda');
    expect(h.versions).toHaveLength(1);
    expect(h.versions[0]).toMatchObject({ seq: 1, label: ndaVersion, current: true, publishedAt: null });
    expect(h.versions[0].contentZh).toContain('保密信息');
    expect(h.versions[0].contentEn).toContain('Confidential Information');
  });

  it('a new version: an account that accepted the old one is asked again at its next sign-in, and can accept', async () => {
    // customer@demo.test signs in ticking the built-in NDA.
    expect((await login(A, ndaVersion)).json().code).toBe(0);
    let [row] = await t.db.select().from(accounts).where(eq(accounts.email, A));
    expect(row.ndaVersion).toBe(ndaVersion);

    const published = await post('/admin/settings/documents/nda', PM, newText('2026-07', 'NDA 2026-07'));
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toEqual({ seq: 2, label: '2026-07' });

    // The sign-in screen shows the new text in either language.
    expect((await get('/gateway/user/nda', null, 'en')).json().data).toEqual({
      version: '2026-07',
      title: 'NDA 2026-07 (English title)',
      content: 'First paragraph: NDA 2026-07.\n\nSecond paragraph: please read carefully.',
    });
    expect((await get('/gateway/user/nda', null, 'zh')).json().data.title).toBe('NDA 2026-07（中文标题）');

    // Ticking the old version (a screen loaded before the publish) is refused: read the new one.
    const again = await login(A, ndaVersion);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, data: { ndaVersion: '2026-07' } });
    expect(again.json().msg).toContain('NDA has been updated');
    [row] = await t.db.select().from(accounts).where(eq(accounts.email, A));
    expect(row.ndaVersion).toBe(ndaVersion);

    const accepted = await login(A, '2026-07');
    expect(accepted.json().code).toBe(0);
    expect(accepted.json().data.token).toEqual(expect.any(String));
    [row] = await t.db.select().from(accounts).where(eq(accounts.email, A));
    expect(row.ndaVersion).toBe('2026-07');

    // The history lists both, the new one current and first, with who published it.
    const h = await history('nda');
    expect(h.versions.map((v) => [v.seq, v.label, v.current])).toEqual([
      [2, '2026-07', true],
      [1, ndaVersion, false],
    ]);
    expect(h.versions[0].publishedBy).toEqual(expect.any(String));
    expect(Date.parse(h.versions[0].publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.document.publish'), eq(auditLog.target, 'document:nda')));
    expect(audited.detail).toMatchObject({ kind: 'nda', seq: 2, label: '2026-07' });
  });

  it('refuses a label used before (409), whatever its case', async () => {
    for (const label of ['2026-07', ndaVersion, '2026-07'.toUpperCase()]) {
      const r = await post('/admin/settings/documents/nda', PM, newText(label, 'again'));
      expect(r.statusCode, label).toBe(409);
    }
    expect((await history('nda')).versions).toHaveLength(2);
  });
});

describe('disclaimers versions', () => {
  const visited = async (who: string) => (await get('/common/common/hasVisit/1', who)).json().data.visited as boolean;

  it('a new version is asked for again at the next visit of /, and can be accepted', async () => {
    expect((await get('/common/common/disclaimers', null, 'en')).json().data).toMatchObject({
      version: '2026-01',
      title: 'Disclaimers',
    });
    expect((await post('/common/common/addVisit/1', B, {})).json().code).toBe(0);
    expect(await visited(B)).toBe(true);
    expect(await visited(CHILD)).toBe(false);

    expect(
      (await post('/admin/settings/documents/disclaimers', PM, newText('2026-08', 'Disclaimers 2026-08'))).statusCode,
    ).toBe(200);
    expect((await get('/common/common/disclaimers', null, 'en')).json().data).toEqual({
      version: '2026-08',
      title: 'Disclaimers 2026-08 (English title)',
      paragraphs: ['First paragraph: Disclaimers 2026-08.', 'Second paragraph: please read carefully.'],
    });
    expect(await visited(B)).toBe(false);
    expect(await visited(CHILD)).toBe(false);

    expect((await post('/common/common/addVisit/1', B, {})).json().code).toBe(0);
    expect(await visited(B)).toBe(true);
    expect(await visited(CHILD)).toBe(false);
  });
});

describe('AI terms versions', () => {
  const flag = async () => (await get('/common/fae/disclaimer/getDisclaimerFlag', A)).json().data;

  it('a new version must be accepted again; the old number is refused', async () => {
    expect((await post('/common/fae/disclaimer/isDisclaimerAccepted', A, { version: 1 })).json().data).toEqual({
      version: 1,
      accepted: true,
    });
    expect(await flag()).toEqual({ version: 1, accepted: true });

    expect((await post('/admin/settings/documents/aiDisclaimer', PM, newText('v2', 'AI terms v2'))).statusCode).toBe(
      200,
    );
    expect(await flag()).toEqual({ version: 2, accepted: false });
    const content = (await get('/common/fae/disclaimer/getDisclaimerContent', A, 'en')).json().data;
    expect(content).toEqual({
      version: 2,
      title: 'AI terms v2 (English title)',
      paragraphs: ['First paragraph: AI terms v2.', 'Second paragraph: please read carefully.'],
    });
    expect((await post('/common/fae/disclaimer/isDisclaimerAccepted', A, { version: 1 })).statusCode).toBe(409);
    expect((await post('/common/fae/disclaimer/isDisclaimerAccepted', A, { version: 2 })).statusCode).toBe(200);
    expect(await flag()).toEqual({ version: 2, accepted: true });
  });
});

describe('bad input', () => {
  const valid = newText('v9', 'valid');
  const cases: [string, string, Record<string, unknown>][] = [
    ['empty text', 'contentZh', { ...valid, contentZh: '' }],
    ['whitespace-only text', 'contentEn', { ...valid, contentEn: ' \n\n ' }],
    ['empty title', 'titleEn', { ...valid, titleEn: '' }],
    ['1 MB text', 'contentZh', { ...valid, contentZh: 'x'.repeat(1_000_000) }],
    ['text just over the limit', 'contentEn', { ...valid, contentEn: 'x'.repeat(20_001) }],
    ['NUL in the text', 'contentZh', { ...valid, contentZh: 'a\u0000b' }],
    ['NUL in the label', 'label', { ...valid, label: 'v\u00009' }],
    ['a control character in the title', 'titleZh', { ...valid, titleZh: 'a\u0007b' }],
    ['a label with spaces', 'label', { ...valid, label: 'v 9' }],
    ['a label with a slash', 'label', { ...valid, label: '../v9' }],
    ['a long label', 'label', { ...valid, label: 'v'.repeat(33) }],
    ['no label', 'label', { ...valid, label: undefined }],
    ['a number for a text', 'contentZh', { ...valid, contentZh: 12 }],
  ];
  it.each(cases)('refuses %s (400 naming %s, nothing published)', async (_name, field, body) => {
    const before = (await history('disclaimers')).versions.length;
    const r = await post('/admin/settings/documents/disclaimers', PM, body, 'en');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, data: { field } });
    expect(r.json().msg).toContain(field);
    expect((await history('disclaimers')).versions).toHaveLength(before);
  });

  it('refuses an unknown kind of text (400)', async () => {
    expect((await get('/admin/settings/documents/terms', PM)).statusCode).toBe(400);
    expect((await post('/admin/settings/documents/terms', PM, valid)).statusCode).toBe(400);
  });

  it('keeps line breaks and tabs of a multi-paragraph text', async () => {
    const body = { ...newText('v10', 'multi'), contentEn: 'One\tcolumn\r\nline two\n\nTwo' };
    expect((await post('/admin/settings/documents/disclaimers', PM, body)).statusCode).toBe(200);
    expect((await get('/common/common/disclaimers', null, 'en')).json().data.paragraphs).toEqual([
      'One\tcolumn\r\nline two',
      'Two',
    ]);
  });
});
