/*
 * The data of a server-rendered page, two ways, alternated in one process on the demo data:
 * through HTTP inside the app (`app.inject`, as the server renderer did before) and by calling
 * the catalog's reads directly (`app.catalog.pageData`, as it does now). Prints per page the
 * median and mean milliseconds of each. PGlite by default; PostgreSQL with DATABASE_URL.
 *   BENCH_ROUNDS (default 300)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { runSeeds } from '../src/seed';
import { openBenchDatabase, runBench } from './bench-kit';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  // The demo catalog (developers, projects, pictures) needs a media folder.
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'page-data-media-'));
  await runSeeds({ db: database.db, demo: true, log: () => undefined, mediaDir: media });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const firstId = async (url: string): Promise<number> => {
    const page = (await app.inject({ url })).json<{ data: { id: number }[] }>();
    const id = page.data[0]?.id;
    if (id === undefined) throw new Error(`nothing at ${url}`);
    return id;
  };
  const [listing, developer, project] = await Promise.all([
    firstId('/api/properties?per_page=1'),
    firstId('/api/developers?per_page=1'),
    firstId('/api/projects?per_page=1'),
  ]);
  const listings = 'page=1&per_page=12&currency=THB';
  const pages: Record<string, string[]> = {
    'developer page': [`/developers/${developer}`, `/developers/${developer}/listings?${listings}`],
    'project page': [`/projects/${project}`, `/projects/${project}/listings?${listings}`],
    'property page': [`/${listing}/property?currency=THB`],
    'home page': ['/get-listings?page=1&per_page=6&currency=THB'],
  };
  const viaInject = async (keys: string[]) => {
    const answers = await Promise.all(keys.map((key) => app.inject({ url: `/api${key}` })));
    const failed = answers.find((a) => a.statusCode !== 200);
    if (failed) throw new Error(`${failed.statusCode} ${failed.body}`);
    return answers.map((a): unknown => a.json<unknown>());
  };
  const direct = async (keys: string[]) => {
    if ((await app.catalog.pageData.answers(keys)) === null) throw new Error('no data');
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(`\n${driver}; ${rounds} rounds per page, the two ways alternated`);
  console.log(
    `${'page'.padEnd(16)}${'inject p50/mean'.padStart(20)}${'direct p50/mean'.padStart(20)}`,
  );
  for (const [name, keys] of Object.entries(pages)) {
    const times = { inject: [] as number[], direct: [] as number[] };
    for (let i = 0; i < rounds; i += 1) {
      let at = performance.now();
      await viaInject(keys);
      times.inject.push(performance.now() - at);
      at = performance.now();
      await direct(keys);
      times.direct.push(performance.now() - at);
    }
    const cell = (xs: number[]) => `${median(xs).toFixed(2)} / ${mean(xs).toFixed(2)} ms`;
    console.log(
      `${name.padEnd(16)}${cell(times.inject).padStart(20)}${cell(times.direct).padStart(20)}`,
    );
  }
  await app.close();
  await dispose();
  fs.rmSync(media, { recursive: true, force: true });
}

runBench(main);
