// Account groups of the demo: one group of Shenhe Mobile (company A), managed by its primary
// customer@demo.test, with child@demo.test as member, and two customer roles. No role is set for
// the member yet (the manager does that in Personal Center), so the seed changes nothing it may do.
import { and, eq, inArray } from '../orm.ts';
import type { Db } from '../client.ts';
import {
  accountGroupManagers,
  accountGroupMembers,
  accountGroups,
  accounts,
  companies,
  custRoleFuncs,
  custRoles,
} from '../schema/index.ts';

export async function seedAccGroups(db: Db): Promise<void> {
  const [company] = await db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
  const people = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, company.id), inArray(accounts.email, ['customer@demo.test', 'child@demo.test'])));
  const manager = people.find((a) => a.email === 'customer@demo.test')!;
  const member = people.find((a) => a.email === 'child@demo.test')!;
  const [group] = await db
    .insert(accountGroups)
    .values({
      companyId: company.id,
      name: '研发一组',
      nameEn: 'R&D Team 1',
      description: '手机与平板项目的硬件、软件工程师',
    })
    .returning();
  await db.insert(accountGroupManagers).values({ groupId: group.id, accountId: manager.id });
  await db.insert(accountGroupMembers).values({ groupId: group.id, accountId: member.id });
  const [engineer, buyer] = await db
    .insert(custRoles)
    .values([
      {
        companyId: company.id,
        groupId: group.id,
        name: '研发工程师',
        description: '查阅并下载技术文档、报告与工具',
        createdBy: manager.id,
        updatedBy: manager.id,
      },
      {
        companyId: company.id,
        groupId: group.id,
        name: '采购专员',
        description: '查看合格供应商清单与下载中心',
        createdBy: manager.id,
        updatedBy: manager.id,
      },
    ])
    .returning();
  await db
    .insert(custRoleFuncs)
    .values([
      ...['M01', 'M02', 'M04', 'dcc.download', 'tool.download'].map((menuCode) => ({ roleId: engineer.id, menuCode })),
      ...['M05', 'M17'].map((menuCode) => ({ roleId: buyer.id, menuCode })),
    ]);
}
