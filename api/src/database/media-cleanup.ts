import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { developerPhotos, developers, projectLayouts, projectPhotos, projects } from '../db/schema';
import { ORPHAN_AGE_MS, removeUnnamedFiles } from '../media/orphans';
import { mediaVariants } from './media-files';

/** Each upload folder of the database, and the keys the rows of its owner name. */
const FOLDERS: readonly {
  prefix: string;
  named(db: Db, id: number): Promise<(string | null)[]>;
}[] = [
  {
    prefix: 'developers',
    named: async (db, id) => {
      const [row] = await db
        .select({ logo: developers.logo, mainPhoto: developers.mainPhoto })
        .from(developers)
        .where(eq(developers.id, id));
      const photos = await db
        .select({ path: developerPhotos.path })
        .from(developerPhotos)
        .where(eq(developerPhotos.developerId, id));
      return [row?.logo ?? null, row?.mainPhoto ?? null, ...photos.map((p) => p.path)];
    },
  },
  {
    prefix: 'projects',
    named: async (db, id) => {
      const [row] = await db
        .select({
          mainPhoto: projects.mainPhoto,
          video: projects.video,
          brochure: projects.brochure,
        })
        .from(projects)
        .where(eq(projects.id, id));
      const photos = await db
        .select({ path: projectPhotos.path })
        .from(projectPhotos)
        .where(eq(projectPhotos.projectId, id));
      return [
        row?.mainPhoto ?? null,
        row?.video ?? null,
        row?.brochure ?? null,
        ...photos.map((p) => p.path),
      ];
    },
  },
  {
    // Layout photos live in their project's folder of layouts.
    prefix: 'layouts',
    named: async (db, projectId) =>
      (
        await db
          .select({ photo: projectLayouts.photo })
          .from(projectLayouts)
          .where(eq(projectLayouts.projectId, projectId))
      ).map((l) => l.photo),
  },
];

/**
 * The daily `database-media-cleanup` job: removes files under `developers/{id}/`,
 * `projects/{id}/` and `layouts/{projectId}/` that no row names and that are older than
 * ORPHAN_AGE_MS. A file is stored before the row that names it, so a process stopped between
 * the two, or a replaced file whose removal failed, leaves one. Seeded rows name files of the
 * shared pool (`catalog/…`), which is never listed here. Returns how many files went.
 */
export async function runDatabaseMediaCleanup(app: FastifyInstance): Promise<{ files: number }> {
  const cutoff = new Date(app.now().getTime() - ORPHAN_AGE_MS);
  let files = 0;
  for (const folder of FOLDERS) {
    files += await removeUnnamedFiles(app.media, app.log, {
      folders: [`${folder.prefix}/`],
      ownerOf: new RegExp(`^${folder.prefix}/([0-9]+)/`),
      cutoff,
      named: async (id) => new Set(mediaVariants(await folder.named(app.db, id))),
    });
  }
  return { files };
}
