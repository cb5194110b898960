// Seeds an empty database with the demo data set. Each part runs once (a marker in `settings`),
// so seeding twice changes nothing and a later module's part still runs on an older database.
import { inArray } from '../orm.ts';
import type { Db } from '../client.ts';
import { settings } from '../schema/index.ts';
import { seedAccGroups } from './accgroup.ts';
import { seedAuth } from './auth.ts';
import { seedArticles } from './articles.ts';
import { seedCatalog } from './catalog.ts';
import { seedCatalogMedia } from './catalog-media.ts';
import { indexCatalogItems } from '../../platform/search/catalog-docs.ts';
import { seedCore, syncMenus } from './core.ts';
import { seedDeliver } from './deliver.ts';
import { seedHome } from './home.ts';
import { seedOperator } from './operator.ts';
import { seedPatchset } from './patchset.ts';
import { seedPatches } from './patch.ts';
import { seedQvl } from './qvl.ts';
import { seedReview } from './review.ts';
import { seedSampleCode } from './samplecode.ts';
import { seedSimulation } from './simulation.ts';
import { seedTrain } from './train.ts';
import type { FilesPlatform } from '../../platform/files.ts';

export type SeedContext = { files: FilesPlatform };

export const seedParts: { name: string; run: (db: Db, ctx: SeedContext) => Promise<void> }[] = [
  { name: 'core', run: seedCore },
  { name: 'auth', run: seedAuth },
  { name: 'home', run: seedHome },
  { name: 'catalog', run: seedCatalog },
  { name: 'catalog-media', run: seedCatalogMedia },
  {
    name: 'search',
    run: async (db) => {
      await indexCatalogItems(db);
    },
  },
  { name: 'articles', run: seedArticles },
  { name: 'accgroup', run: seedAccGroups },
  { name: 'deliver', run: seedDeliver },
  { name: 'qvl', run: seedQvl },
  { name: 'samplecode', run: seedSampleCode },
  { name: 'operator', run: seedOperator },
  { name: 'patchset', run: seedPatchset },
  { name: 'review', run: seedReview },
  { name: 'patch', run: seedPatches },
  { name: 'train', run: seedTrain },
  { name: 'simulation', run: seedSimulation },
];

/** Returns the names of the parts it ran (empty when everything was already there). */
export async function seedDatabase(db: Db, ctx: SeedContext): Promise<string[]> {
  const ran: string[] = [];
  await syncMenus(db);
  const markers = await db
    .select({ key: settings.key })
    .from(settings)
    .where(
      inArray(
        settings.key,
        seedParts.map((part) => `seed:${part.name}`),
      ),
    );
  const done = new Set(markers.map((marker) => marker.key));
  for (const part of seedParts) {
    const key = `seed:${part.name}`;
    if (done.has(key)) continue;
    await db.transaction(async (tx) => {
      await part.run(tx as unknown as Db, ctx);
      await tx.insert(settings).values({ key, value: new Date().toISOString() });
    });
    ran.push(part.name);
  }
  return ran;
}
