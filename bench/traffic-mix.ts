// The requests of bench/traffic.ts as browsers make them: the route, its filters and its page chosen
// afresh for every request, across many sessions, with the `_t` the web client adds to every GET
// (web/api/request.ts) and its headers. Pure: what an identity may ask (its menu codes, its
// platforms, the ids it saw in its lists) is looked up beforehand and handed in, so the load process
// and the unit test build the same requests without a database.
import { catalogKinds, sortFields as catalogSortFields } from '../contract/dcc.ts';
import { deliverSortFields } from '../contract/deliver.ts';
import { articleSorts, articleStatuses } from '../contract/faq.ts';
import { moduleCodes, staffCodes } from '../contract/menus.ts';
import { certStates, operatorSortFields } from '../contract/operator-constants.ts';
import { patchSortFields, patchStatuses } from '../contract/patch.ts';
import { publishStates } from '../contract/publish-constants.ts';
import { qvlLevels, qvlSortFields, qvlTypes } from '../contract/qvl.ts';
import { reviewProgresses, reviewResults, reviewSortFields, reviewTypes } from '../contract/review.ts';
import { sampleSortFields, sampleStatuses } from '../contract/samplecode.ts';
import { simulationSortFields, simulationTypes } from '../contract/simulation-constants.ts';
import { trainStatuses } from '../contract/train.ts';
import { downloadModules } from '../contract/audit.ts';

export const routeClasses = ['list', 'detail', 'search', 'home', 'staff'] as const;
export type RouteClass = (typeof routeClasses)[number];
/** The share of each class in the mix, in per cent. */
export const classWeights: Record<RouteClass, number> = { list: 55, detail: 15, search: 15, home: 10, staff: 5 };

export const pageRange = { min: 1, max: 50 } as const;
export const pageSizes = [10, 20, 50] as const;

type Scalar = string | number;
type Params = Record<string, Scalar | undefined>;

/** What one demo account may ask, looked up once (its menu, its platforms, the rows its lists showed). */
export type IdentityView = {
  email: string;
  staff: boolean;
  /** The menu's function codes (getMenu), as the web decides which pages and counts to ask. */
  codes: string[];
  /** The platforms the account's company is authorized for (authPlatform). */
  platformIds: number[];
  /** Ids the account's list answers showed, by list module: its details ask only these. */
  seen: Record<string, number[]>;
};
export type SessionSpec = { token: string; language: 'zh' | 'en'; identity: IdentityView };

export type Planned = {
  cls: RouteClass | 'health';
  module: string;
  route: string;
  path: string;
  headers: Record<string, string>;
};

/** The random choices, one place so a test can seed them. */
export type Pick = {
  random: () => number;
  of: <T>(items: readonly T[]) => T;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
};
export function picker(random: () => number = Math.random): Pick {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return { random, int, of: (items) => items[int(0, items.length - 1)], chance: (p) => random() < p };
}

type Ctx = { pick: Pick; view: IdentityView; words: readonly string[] };
type ListSpec = {
  module: string;
  /** The menu code that shows the page (the web asks nothing of a page the account does not hold). */
  code: string;
  path: string;
  filters: (ctx: Ctx) => Params;
  /** The detail route the list's rows open (`:id`), if any. */
  detail?: string;
};

/** A filter a user sets now and then (about a third of the requests). */
const sometimes = <T>(ctx: Ctx, value: () => T, p = 0.35): T | undefined => (ctx.pick.chance(p) ? value() : undefined);
const platform = (ctx: Ctx) =>
  ctx.view.platformIds.length ? sometimes(ctx, () => ctx.pick.of(ctx.view.platformIds)) : undefined;
const keyword = (ctx: Ctx) => sometimes(ctx, () => ctx.pick.of(ctx.words), 0.25);
const order = (ctx: Ctx) => sometimes(ctx, () => ctx.pick.of(['asc', 'desc'] as const), 0.2);
const yesNo = (ctx: Ctx) => sometimes(ctx, () => ctx.pick.of(['true', 'false'] as const), 0.2);

const catalogFilters = (ctx: Ctx): Params => ({
  keyword: keyword(ctx),
  platformId: platform(ctx),
  language: sometimes(ctx, () => ctx.pick.of(['zh', 'en'] as const), 0.2),
  notDownloaded: yesNo(ctx),
  sortField: sometimes(ctx, () => ctx.pick.of(catalogSortFields), 0.2),
  sortOrder: order(ctx),
});

/** Every module's customer list, with the filters its contract query accepts. */
export const customerLists: ListSpec[] = [
  ...catalogKinds.map((kind): ListSpec => ({
    module: kind,
    code: moduleCodes[kind].page,
    path: `/dccpath/${kind}/file/list`,
    filters: catalogFilters,
    detail: `/dccpath/${kind}/file/detail/:id`,
  })),
  {
    module: 'download',
    code: moduleCodes.download.page,
    path: '/common/download/list',
    filters: (ctx) => ({ ...catalogFilters(ctx), kind: sometimes(ctx, () => ctx.pick.of(catalogKinds), 0.3) }),
  },
  ...(['faq', 'quickstart'] as const).map((module): ListSpec => ({
    module,
    code: moduleCodes[module].page,
    path: `/common/${module}/list`,
    filters: (ctx) => ({
      keyword: keyword(ctx),
      platformId: platform(ctx),
      status: sometimes(ctx, () => ctx.pick.of(articleStatuses), 0.2),
      collected: sometimes(ctx, () => 'true', 0.1),
      sort: sometimes(ctx, () => ctx.pick.of(articleSorts), 0.3),
    }),
    detail: `/common/${module}/detail/:id`,
  })),
  {
    module: 'qvl',
    code: moduleCodes.qvl.page,
    path: '/common/qvl/list',
    filters: (ctx) => ({
      keyword: keyword(ctx),
      platformId: platform(ctx),
      type: sometimes(ctx, () => ctx.pick.of(qvlTypes), 0.2),
      level: sometimes(ctx, () => ctx.pick.of(qvlLevels), 0.3),
      sortField: sometimes(ctx, () => ctx.pick.of(qvlSortFields), 0.2),
      sortOrder: order(ctx),
    }),
  },
  {
    module: 'samplecode',
    code: moduleCodes.samplecode.page,
    path: '/common/samplecode/list',
    filters: (ctx) => ({
      keyword: keyword(ctx),
      platformId: platform(ctx),
      status: sometimes(ctx, () => ctx.pick.of(sampleStatuses), 0.3),
      sortField: sometimes(ctx, () => ctx.pick.of(sampleSortFields), 0.2),
      sortOrder: order(ctx),
    }),
    detail: '/common/samplecode/detail/:id',
  },
  {
    module: 'patch',
    code: moduleCodes.patch.page,
    path: '/common/patch/list',
    filters: (ctx) => ({
      keyword: keyword(ctx),
      platformId: platform(ctx),
      security: yesNo(ctx),
      mustMerge: yesNo(ctx),
      merged: yesNo(ctx),
      status: sometimes(ctx, () => ctx.pick.of(patchStatuses), 0.2),
      sortField: sometimes(ctx, () => ctx.pick.of(patchSortFields), 0.2),
      sortOrder: order(ctx),
    }),
    detail: '/common/patch/detail/:id',
  },
  {
    module: 'review',
    code: moduleCodes.review.page,
    path: '/applypath/review/list',
    filters: (ctx) => ({
      reviewType: sometimes(ctx, () => ctx.pick.of(reviewTypes), 0.2),
      platformId: platform(ctx),
      keyword: keyword(ctx),
      progress: sometimes(ctx, () => ctx.pick.of(reviewProgresses), 0.3),
      result: sometimes(ctx, () => ctx.pick.of([...reviewResults, 'open'] as const), 0.2),
      sortField: sometimes(ctx, () => ctx.pick.of(reviewSortFields), 0.2),
      sortOrder: order(ctx),
    }),
    detail: '/applypath/review/detail/:id',
  },
  {
    module: 'train',
    code: moduleCodes.train.page,
    path: '/applypath/train/list',
    filters: (ctx) => ({
      keyword: keyword(ctx),
      status: sometimes(ctx, () => ctx.pick.of(trainStatuses), 0.3),
      platformId: platform(ctx),
    }),
    detail: '/applypath/train/detail/:id',
  },
  {
    module: 'operator',
    code: moduleCodes.operator.page,
    path: '/common/operator/list',
    filters: (ctx) => ({
      platformId: platform(ctx),
      volte: sometimes(ctx, () => ctx.pick.of(certStates), 0.3),
      vowifi: sometimes(ctx, () => ctx.pick.of(certStates), 0.2),
      sortField: sometimes(ctx, () => ctx.pick.of(operatorSortFields), 0.2),
      sortOrder: order(ctx),
    }),
  },
  {
    module: 'deliver',
    code: moduleCodes.deliver.page,
    path: '/common/deliver/list',
    filters: (ctx) => ({
      platformId: platform(ctx),
      keyword: keyword(ctx),
      sortField: sometimes(ctx, () => ctx.pick.of(deliverSortFields), 0.2),
      sortOrder: order(ctx),
    }),
    detail: '/common/deliver/detail/:id',
  },
  {
    module: 'simulation',
    code: moduleCodes.simulation.page,
    path: '/applypath/simulation/list',
    filters: (ctx) => ({
      status: sometimes(ctx, () => ctx.pick.of(['submitted', 'finished'] as const), 0.3),
      platformId: platform(ctx),
      simulationType: sometimes(ctx, () => ctx.pick.of(simulationTypes), 0.2),
      keyword: keyword(ctx),
      sortField: sometimes(ctx, () => ctx.pick.of(simulationSortFields), 0.2),
      sortOrder: order(ctx),
    }),
    detail: '/applypath/simulation/detail/:id',
  },
];

/** The staff consoles' lists, asked by pm@demo.test. */
export const staffLists: ListSpec[] = [
  ...catalogKinds.map((kind): ListSpec => ({
    module: `admin ${kind}`,
    code: staffCodes.publish,
    path: `/admin/catalog/${kind}/list`,
    filters: (ctx) => ({
      keyword: keyword(ctx),
      status: sometimes(ctx, () => ctx.pick.of(publishStates), 0.3),
      language: sometimes(ctx, () => ctx.pick.of(['zh', 'en'] as const), 0.2),
    }),
  })),
  {
    module: 'admin review',
    code: staffCodes.engineer,
    path: '/admin/review/list',
    filters: (ctx) => ({
      progress: sometimes(ctx, () => ctx.pick.of(reviewProgresses), 0.3),
      result: sometimes(ctx, () => ctx.pick.of([...reviewResults, 'open'] as const), 0.2),
      keyword: keyword(ctx),
      mine: yesNo(ctx),
    }),
  },
  {
    module: 'admin simulation',
    code: staffCodes.engineer,
    path: '/admin/simulation/list',
    filters: (ctx) => ({
      status: sometimes(ctx, () => ctx.pick.of(['submitted', 'finished'] as const), 0.5),
      keyword: keyword(ctx),
    }),
  },
  {
    module: 'admin audit downloads',
    code: staffCodes.audit,
    path: '/admin/audit/downloads',
    filters: (ctx) => ({ keyword: keyword(ctx), module: sometimes(ctx, () => ctx.pick.of(downloadModules), 0.3) }),
  },
  {
    module: 'admin audit actions',
    code: staffCodes.audit,
    path: '/admin/audit/actions',
    filters: (ctx) => ({ keyword: keyword(ctx), sortOrder: order(ctx) }),
  },
];

/** The header's to-do counts (web/api/menu.ts toDoCalls), each asked where its page is held. */
const toDoCounts: { code: string; path: string }[] = [
  { code: moduleCodes.dcc.page, path: '/dccpath/dcc/file/getNoDownloadCount' },
  { code: moduleCodes.tr.page, path: '/dccpath/tr/file/getNoDownloadTrCount' },
  { code: moduleCodes.pcn.page, path: '/dccpath/pcn/file/getNoDownloadCount' },
  { code: moduleCodes.tool.page, path: '/dccpath/tool/file/getNoDownloadCount' },
  { code: moduleCodes.review.page, path: '/applypath/review/getCustomerModifyCount' },
];
/** What every page load asks (the frame) and what the home page asks (pages/home/homeQueries.ts). */
const homeCalls: { path: string; params?: Params }[] = [
  { path: '/gateway/user/getMenu' },
  { path: '/common/homepage/updateFiles', params: { pageSize: 8 } },
  { path: '/common/homepage/publishVersions', params: { pageSize: 5 } },
  { path: '/common/homepage/notification', params: { pageSize: 5 } },
  { path: '/common/homepage/authPlatform' },
  { path: '/common/homepage/carePlatform' },
  { path: '/common/latestCourse', params: { pageSize: 4 } },
  { path: '/common/homepage/partners' },
  { path: '/common/personal/center/menuSettings' },
  { path: '/common/common/hasVisit/1' },
];

export const healthPath = '/api/healthz';

function query(params: Params, now: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.append(key, String(value));
  // Last, as web/api/request.ts adds it to the call's own parameters.
  search.append('_t', String(now));
  return search.toString();
}

function headersOf(session: SessionSpec): Record<string, string> {
  return {
    accept: 'application/json',
    'accept-language': session.language,
    authorization: `Bearer ${session.token}`,
  };
}

/** Half the requests on the first pages, the rest anywhere up to the 50th (people page on, then give up). */
const page = (pick: Pick) => (pick.chance(0.5) ? pick.int(1, 5) : pick.int(pageRange.min, pageRange.max));

export type Only = { cls?: RouteClass | 'health'; module?: string };

export type Generator = {
  next: (only?: Only) => Planned;
  /** The list modules at least one customer session may ask. */
  listModules: string[];
  staffModules: string[];
};

export function makeGenerator(opts: {
  sessions: SessionSpec[];
  words: readonly string[];
  random?: () => number;
  now?: () => number;
}): Generator {
  const pick = picker(opts.random);
  const now = opts.now ?? Date.now;
  const customers = opts.sessions.filter((s) => !s.identity.staff);
  const staff = opts.sessions.filter((s) => s.identity.staff);
  if (!customers.length || !staff.length) throw new Error('traffic: needs customer and staff sessions');
  const held = (s: SessionSpec, code: string) => s.identity.codes.includes(code);
  const listsOf = new Map(opts.sessions.map((s) => [s, customerLists.filter((l) => held(s, l.code))]));
  const staffListsOf = new Map(staff.map((s) => [s, staffLists.filter((l) => held(s, l.code))]));
  const detailsOf = new Map(
    customers.map((s) => [
      s,
      customerLists.filter((l) => l.detail && held(s, l.code) && (s.identity.seen[l.module]?.length ?? 0) > 0),
    ]),
  );
  const searchers = customers.filter((s) => held(s, moduleCodes.search.page));
  const listModules = customerLists
    .filter((l) => customers.some((s) => listsOf.get(s)!.includes(l)))
    .map((l) => l.module);
  const staffModules = staffLists
    .filter((l) => staff.some((s) => staffListsOf.get(s)!.includes(l)))
    .map((l) => l.module);
  const words = opts.words.length ? opts.words : ['NX512'];

  const plan = (
    session: SessionSpec,
    cls: Planned['cls'],
    module: string,
    route: string,
    path: string,
    params: Params,
  ) => ({
    cls,
    module,
    route,
    path: `/api${path}?${query(params, now())}`,
    headers: headersOf(session),
  });

  const list = (
    sessions: SessionSpec[],
    specsOf: Map<SessionSpec, ListSpec[]>,
    cls: 'list' | 'staff',
    module?: string,
  ) => {
    const able = sessions.filter((s) => specsOf.get(s)!.some((l) => !module || l.module === module));
    if (!able.length) throw new Error(`traffic: no session may ask the ${module} list`);
    const session = pick.of(able);
    const specs = specsOf.get(session)!.filter((l) => !module || l.module === module);
    const spec = pick.of(specs);
    const ctx = { pick, view: session.identity, words };
    return plan(session, cls, spec.module, spec.path, spec.path, {
      ...spec.filters(ctx),
      pageNum: page(pick),
      pageSize: pick.of(pageSizes),
    });
  };

  const generators: Record<RouteClass | 'health', (module?: string) => Planned> = {
    list: (module) => list(customers, listsOf, 'list', module),
    staff: (module) => list(staff, staffListsOf, 'staff', module),
    detail: () => {
      const able = customers.filter((s) => detailsOf.get(s)!.length);
      if (!able.length) throw new Error('traffic: no session saw a row to open');
      const session = pick.of(able);
      const spec = pick.of(detailsOf.get(session)!);
      const id = pick.of(session.identity.seen[spec.module]);
      return plan(session, 'detail', spec.module, spec.detail!, spec.detail!.replace(':id', String(id)), {});
    },
    search: () => {
      const session = pick.of(searchers.length ? searchers : customers);
      return plan(session, 'search', 'search', '/common/search/global', '/common/search/global', {
        keyword: pick.of(words),
        pageNum: pick.int(1, 5),
        pageSize: pick.of([10, 20] as const),
      });
    },
    home: () => {
      const session = pick.of(customers);
      const counts = toDoCounts.filter((c) => held(session, c.code));
      // The header's counts come with every page; the home page's own calls with the home page.
      const call = counts.length && pick.chance(0.35) ? pick.of(counts) : pick.of(homeCalls);
      return plan(session, 'home', 'home', call.path, call.path, 'params' in call ? (call.params ?? {}) : {});
    },
    health: () => {
      const session = pick.of(customers);
      return { ...plan(session, 'health', 'health', '/healthz', '/healthz', {}), path: `${healthPath}?_t=${now()}` };
    },
  };

  const total = routeClasses.reduce((sum, c) => sum + classWeights[c], 0);
  const mixed = (): RouteClass => {
    let r = pick.random() * total;
    for (const c of routeClasses) {
      r -= classWeights[c];
      if (r < 0) return c;
    }
    return 'list';
  };

  return {
    listModules,
    staffModules,
    next: (only = {}) => generators[only.cls ?? mixed()](only.module),
  };
}

/**
 * A few hundred search words from titles: the commonest English words and Chinese pairs of
 * characters, and as many that occur once (the rare words a user types too).
 */
export function vocabulary(titles: readonly string[], size = 300): string[] {
  const counts = new Map<string, number>();
  const add = (word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const title of titles) {
    for (const word of title.match(/[A-Za-z][A-Za-z0-9]{2,}/g) ?? []) add(word.toLowerCase());
    for (const run of title.match(/[\u4e00-\u9fff]+/g) ?? []) {
      if (run.length === 1) add(run);
      for (let i = 0; i + 2 <= run.length; i++) add(run.slice(i, i + 2));
    }
  }
  const byCount = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const common = byCount.slice(0, Math.ceil(size / 2)).map(([w]) => w);
  const rare = byCount
    .filter(([w, n]) => n === 1 && !common.includes(w))
    .slice(0, size - common.length)
    .map(([w]) => w);
  return [...common, ...rare];
}
