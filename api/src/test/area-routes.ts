import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../env';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
// The build's own reader, so tests see exactly the routes.json a remote's build writes.
const { readAreaRoutes } = createRequire(__filename)(
  path.join(repoRoot, 'shared', 'build', 'route-manifest.cjs'),
) as {
  readAreaRoutes(routesFile: string, area: string): unknown[];
};

/** The routes an area's src/app/routes.ts declares, as its build emits them. */
export function declaredRoutes(area: RemoteName): unknown[] {
  return readAreaRoutes(path.join(repoRoot, area, 'src', 'app', 'routes.ts'), area);
}

/** Writes `<siteRoot>/<area>/dist/routes.json` as the remotes' builds would. */
export function writeAreaRoutes(
  siteRoot: string,
  areas: readonly RemoteName[] = REMOTE_NAMES,
  routesOf: (area: RemoteName) => unknown[] = declaredRoutes,
): void {
  for (const area of areas) {
    const dir = path.join(siteRoot, area, 'dist');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'routes.json'),
      JSON.stringify({ area, routes: routesOf(area) }, null, 2),
    );
  }
}
