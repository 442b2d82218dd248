// `pnpm dev`: the API in watch mode plus every app's webpack dev server. Open the shell at
// http://localhost:8080; the API is told to point the runtime config at the remotes' dev servers.
import concurrently from 'concurrently';

const remotes = {
  'mfe-catalog': 8081,
  'mfe-account': 8082,
  'mfe-listings': 8083,
  'mfe-database': 8084,
  'mfe-presentations': 8085,
};
const remoteEnv = Object.fromEntries(
  Object.entries(remotes).map(([name, port]) => [
    `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter @phuket/api dev', env: { ...remoteEnv, PORT: '3000' } },
    { name: 'shell', command: 'pnpm --filter @phuket/shell dev' },
    ...Object.keys(remotes).map((name) => ({ name, command: `pnpm --filter @phuket/${name} dev` })),
  ],
  { prefixColors: 'auto', killOthersOn: ['failure'] },
);
result.catch(() => process.exit(1));
