// The choices of a request form that names a project and a platform (design review, simulation):
// the company's projects the caller may see and the platforms the company is authorized for.
import { and, eq, inArray } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { platforms, projects } from '../db/schema/index.ts';
import { notHiddenProject, type AuthUser } from './auth.ts';
import { cachedRows } from './read-cache.ts';

export async function projectAndPlatformChoices(db: Db, user: AuthUser) {
  const [projectRows, platformRows] = await Promise.all([
    cachedRows(
      db,
      db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(and(eq(projects.companyId, user.companyId), notHiddenProject(user, projects.id)))
        .orderBy(projects.name, projects.id),
    ),
    user.platformIds.length
      ? cachedRows(
          db,
          db
            .select({ id: platforms.id, name: platforms.name })
            .from(platforms)
            .where(inArray(platforms.id, user.platformIds))
            .orderBy(platforms.id),
        )
      : Promise.resolve([]),
  ]);
  return { projects: [...projectRows], platforms: [...platformRows] };
}
