// The registration questionnaire (export-control compliance): registration needs every answer No.
import type { Db } from '../client.ts';
import { complianceItems } from '../schema/index.ts';

export async function seedAuth(db: Db): Promise<void> {
  await db.insert(complianceItems).values([
    {
      sort: 1,
      question: '贵公司是否被列入实体清单或其他出口管制、制裁名单？',
      questionEn: 'Is your company on the Entity List or any other export-control or sanctions list?',
    },
    {
      sort: 2,
      question: '贵公司的产品是否用于军事用途，或提供给军事最终用户？',
      questionEn: 'Are your products used for military purposes or supplied to military end users?',
    },
    {
      sort: 3,
      question: '贵公司是否会将获得的技术资料转让给受制裁国家或地区的任何一方？',
      questionEn: 'Will your company pass technical material to any party in a sanctioned country or region?',
    },
    {
      sort: 4,
      question: '贵公司是否参与大规模杀伤性武器的研发或生产？',
      questionEn: 'Is your company involved in developing or producing weapons of mass destruction?',
    },
  ]);
}
