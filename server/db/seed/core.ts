// Core demo data: the vendor, three customer companies, six platforms, projects, menus, roles, accounts.
import { functionDefs, menuDefs, staffCodes } from '../../../contract/menus.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { eq, inArray, sql } from '../orm.ts';
import type { Db } from '../client.ts';
import {
  accountGrants,
  accountHiddenProjects,
  accountRoles,
  accounts,
  announcements,
  companies,
  companyPlatforms,
  menus,
  platforms,
  projects,
  roleMenus,
  roles,
  settings,
  staffCompanies,
} from '../schema/index.ts';
import { demoPassword } from './demo-accounts.ts';

export const platformNames = ['NX310', 'NX510', 'NX520-5G', 'NX710', 'NX730-5G', 'NX910'] as const;

const staffMenus = [
  {
    code: staffCodes.accountsAdmin,
    name: '账号审批与锁定',
    nameEn: 'Account approval and locking',
    href: '/admin/accounts',
    icon: 'SafetyOutlined',
  },
  { code: staffCodes.publish, name: '资料发布', nameEn: 'Publishing', href: '', icon: 'CloudUploadOutlined' },
  {
    code: staffCodes.engineer,
    name: '工程支持',
    nameEn: 'Engineering support',
    href: '',
    icon: 'CustomerServiceOutlined',
  },
  { code: staffCodes.audit, name: '审计与下载统计', nameEn: 'Audit and downloads', href: '', icon: 'AuditOutlined' },
  { code: staffCodes.settings, name: '系统设置', nameEn: 'Settings', href: '', icon: 'SettingOutlined' },
];

/** Which staff role holds which staff code; the administrator holds them all. */
const staffRoleCodes: Record<string, readonly string[]> = {
  'project-manager': [staffCodes.accountsAdmin, staffCodes.audit, staffCodes.settings],
  engineer: [staffCodes.engineer],
  publisher: [staffCodes.publish],
  admin: Object.values(staffCodes),
};

const childGrants = [
  'M01',
  'M02',
  'M04',
  'M09',
  'M13',
  'M14',
  'M15',
  'M17',
  'M18',
  'M21',
  'M22',
  'dcc.download',
  'tool.download',
  'review.create',
  'simulation.submit',
  'faq.comment',
];

const menuRows = () => [
  ...menuDefs.map((m, i) => ({
    code: m.funcNo,
    kind: 'menu' as const,
    name: m.funcName,
    nameEn: m.funcEname,
    href: m.newhref,
    redirectUrl: m.redirectUrl,
    icon: m.newicon,
    isQuickstart: m.isQuickstart,
    sort: i,
  })),
  ...functionDefs.map((f, i) => ({
    code: f.code,
    kind: 'function' as const,
    parentCode: f.parent,
    name: f.name,
    nameEn: f.nameEn,
    sort: 100 + i,
  })),
  ...staffMenus.map((s, i) => ({
    code: s.code,
    kind: 'staff' as const,
    name: s.name,
    nameEn: s.nameEn,
    href: s.href,
    icon: s.icon,
    sort: 200 + i,
  })),
];

/**
 * Brings the menu and function codes of contract/menus.ts into the database and grants new
 * customer codes to the primary role. Runs at every start: a release that adds a code (a new
 * module's function) reaches existing databases too. Idempotent.
 */
export async function syncMenus(db: Db): Promise<void> {
  // One statement for all of them (one per row cost a tenth of a second of every start), and a
  // row is written only when its names or place changed.
  await db
    .insert(menus)
    .values(menuRows())
    .onConflictDoUpdate({
      target: menus.code,
      set: { name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort` },
      setWhere: sql`(${menus.name}, ${menus.nameEn}, ${menus.sort}) is distinct from (excluded.name, excluded.name_en, excluded.sort)`,
    });
  const [primary] = await db.select().from(roles).where(eq(roles.code, 'customer-primary'));
  if (!primary) return; // not seeded yet: seedCore grants them
  const customerCodes = [...menuDefs.map((m) => m.funcNo), ...functionDefs.map((f) => f.code)];
  await db
    .insert(roleMenus)
    .values(customerCodes.map((menuCode) => ({ roleId: primary.id, menuCode })))
    .onConflictDoNothing();
  // Staff codes added since the database was seeded reach their roles too.
  const staffRoles = await db
    .select()
    .from(roles)
    .where(inArray(roles.code, Object.keys(staffRoleCodes)));
  const staffGrants = staffRoles.flatMap((r) => staffRoleCodes[r.code].map((menuCode) => ({ roleId: r.id, menuCode })));
  if (staffGrants.length) await db.insert(roleMenus).values(staffGrants).onConflictDoNothing();
}

export async function seedCore(db: Db): Promise<void> {
  await db.insert(menus).values(menuRows()).onConflictDoNothing();

  const roleRows = await db
    .insert(roles)
    .values([
      { code: 'customer-primary', name: '客户主账号', nameEn: 'Customer primary account' },
      { code: 'customer-child', name: '客户子账号', nameEn: 'Customer child account' },
      { code: 'project-manager', name: '项目经理', nameEn: 'Project manager', isStaff: true },
      { code: 'engineer', name: '工程师', nameEn: 'Engineer', isStaff: true },
      { code: 'publisher', name: '发布员', nameEn: 'Publisher', isStaff: true },
      { code: 'admin', name: '管理员', nameEn: 'Administrator', isStaff: true },
    ])
    .returning();
  const role = (code: string) => roleRows.find((r) => r.code === code)!.id;
  const customerCodes = [...menuDefs.map((m) => m.funcNo), ...functionDefs.map((f) => f.code)];
  await db
    .insert(roleMenus)
    .values([
      ...customerCodes.map((menuCode) => ({ roleId: role('customer-primary'), menuCode })),
      ...Object.entries(staffRoleCodes).flatMap(([code, menuCodes]) =>
        menuCodes.map((menuCode) => ({ roleId: role(code), menuCode })),
      ),
    ]);

  const platformRows = await db
    .insert(platforms)
    .values(platformNames.map((name) => ({ name, description: `${name} platform` })))
    .returning();
  const p = (name: string) => platformRows.find((r) => r.name === name)!.id;

  const companyRows = await db
    .insert(companies)
    .values([
      { name: '芯诺拉半导体', nameEn: 'Nexora Semiconductor', isVendor: true, isLegal: false },
      { name: '深合移动', nameEn: 'Shenhe Mobile' },
      { name: '流明设备', nameEn: 'Lumen Devices' },
      { name: '轨道穿戴', nameEn: 'Orbit Wearables' },
      // A licensed company with no account yet: the one a new customer registers for.
      { name: '极光光电', nameEn: 'Aurora Optics' },
    ])
    .returning();
  const [vendor, a, b, c, d] = companyRows;
  await db
    .insert(companyPlatforms)
    .values([
      ...['NX310', 'NX510', 'NX520-5G', 'NX710'].map((n) => ({ companyId: a.id, platformId: p(n) })),
      ...['NX730-5G', 'NX910'].map((n) => ({ companyId: b.id, platformId: p(n) })),
      { companyId: c.id, platformId: p('NX310') },
      { companyId: d.id, platformId: p('NX510') },
    ]);
  const projectRows = await db
    .insert(projects)
    .values([
      { companyId: a.id, name: 'A-Phone X1' },
      { companyId: a.id, name: 'A-Tablet T2' },
      { companyId: a.id, name: 'A-Secret' },
      { companyId: b.id, name: 'B-Router R9' },
      { companyId: c.id, name: 'C-Watch W1' },
    ])
    .returning();

  const passwordHash = await hashPassword(demoPassword);
  const now = new Date();
  const base = {
    passwordHash,
    passwordUpdatedAt: now,
    emailVerifiedAt: now,
    state: 'active' as const,
    complianceState: 'passed' as const,
  };
  const [pm] = await db
    .insert(accounts)
    .values({
      ...base,
      companyId: vendor.id,
      type: 'staff',
      name: '王项目',
      email: 'pm@demo.test',
      phone: '+86 138 0000 0001',
    })
    .returning();
  const [customer] = await db
    .insert(accounts)
    .values({
      ...base,
      companyId: a.id,
      type: 'primary',
      name: '李工',
      email: 'customer@demo.test',
      phone: '13800000002',
      createdBy: pm.id,
    })
    .returning();
  const [child] = await db
    .insert(accounts)
    .values({
      ...base,
      companyId: a.id,
      type: 'child',
      parentId: customer.id,
      name: '张工',
      email: 'child@demo.test',
      phone: '13800000003',
      createdBy: customer.id,
    })
    .returning();
  const [other] = await db
    .insert(accounts)
    .values({
      ...base,
      companyId: b.id,
      type: 'primary',
      name: 'Alex Morgan',
      email: 'other@demo.test',
      phone: '+44 7700 900123',
      language: 'en',
      createdBy: pm.id,
    })
    .returning();
  const [locked] = await db
    .insert(accounts)
    .values({
      ...base,
      companyId: c.id,
      type: 'primary',
      name: 'Chen Yu',
      email: 'locked@demo.test',
      phone: '13800000005',
      state: 'locked',
      lockReason: 'force',
      createdBy: pm.id,
    })
    .returning();

  await db.insert(accountRoles).values([
    { accountId: pm.id, roleId: role('project-manager') },
    // The demo's one staff member also publishes (admin.publish): the module pages under /admin.
    { accountId: pm.id, roleId: role('publisher') },
    // … and answers as an engineer (admin.engineer): design reviews and patch-set applies of its companies.
    { accountId: pm.id, roleId: role('engineer') },
    { accountId: customer.id, roleId: role('customer-primary') },
    { accountId: child.id, roleId: role('customer-child') },
    { accountId: other.id, roleId: role('customer-primary') },
    { accountId: locked.id, roleId: role('customer-primary') },
  ]);
  await db.insert(accountGrants).values(childGrants.map((menuCode) => ({ accountId: child.id, menuCode })));
  await db
    .insert(accountHiddenProjects)
    .values({ accountId: child.id, projectId: projectRows.find((r) => r.name === 'A-Secret')!.id });
  await db.insert(staffCompanies).values([a, b, c, d].map((co) => ({ accountId: pm.id, companyId: co.id })));

  await db.insert(announcements).values([
    {
      title: '门户系统升级通知',
      titleEn: 'Portal upgrade notice',
      content: '为提升服务质量，门户将于本周六 22:00–24:00 进行升级维护，期间部分功能可能无法访问。',
      contentEn:
        'The portal will be upgraded this Saturday from 22:00 to 24:00; some functions may be unavailable during that time.',
      publishedAt: new Date(now.getTime() - 2 * 86_400_000),
    },
    {
      title: 'NX910 平台资料已发布',
      titleEn: 'NX910 platform documents released',
      content: 'NX910 平台的硬件设计指南与参考设计已上线，请在技术文档中查阅。',
      contentEn: 'The NX910 hardware design guide and reference design are now available under Documents.',
      publishedAt: new Date(now.getTime() - 5 * 86_400_000),
    },
  ]);
  await db.insert(settings).values([
    { key: 'patchDisplay', value: true },
    { key: 'patchsetDisplay', value: true },
    { key: 'maintenance', value: false },
  ]);
}
