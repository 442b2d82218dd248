// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
import { ADMIN_ROLES, DATABASE_ROLES, authRoute } from '@phuket/shared/routes';

const area = 'mfe-database';

export const routes = [
  authRoute(area, '/database/developers', 'developers', DATABASE_ROLES),
  authRoute(area, '/database/developers/create', 'developer-create', DATABASE_ROLES),
  authRoute(area, '/database/developers/:id/create', 'developer-create-step', DATABASE_ROLES),
  authRoute(area, '/database/projects', 'projects', DATABASE_ROLES),
  authRoute(area, '/database/projects/create', 'project-create', DATABASE_ROLES),
  authRoute(area, '/database/projects/:id/create', 'project-create-step', DATABASE_ROLES),
  authRoute(area, '/database/claims', 'claims', ADMIN_ROLES),
];
