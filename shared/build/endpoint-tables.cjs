// Writes shared/src/api/generated/<domain>.ts: the method and path of each endpoint declared in
// shared/src/contract/endpoints/<domain>.ts, which is all the browser needs of a declaration at
// run time (the schemas stay out of its bundles). Each table `satisfies` the declarations' types,
// so a stale one is a type error; src/api/generated.test.ts also compares it with a fresh one.
//
//   pnpm --filter @phuket/shared endpoints
const fs = require('node:fs');
const path = require('node:path');

const sharedRoot = path.join(__dirname, '..');
const declarationsDir = path.join(sharedRoot, 'src/contract/endpoints');
const tablesDir = path.join(sharedRoot, 'src/api/generated');

/** The domains with declarations: every file of contract/endpoints but the index. */
function endpointDomains() {
  return fs
    .readdirSync(declarationsDir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** `favourites` -> `favouriteEndpoints`'s table name, `favouriteRoutes`. */
function tableName(exportName) {
  return exportName.replace(/Endpoints$/, 'Routes');
}

/** The table's source for one domain's declarations (`{ name: declaration }`). */
function renderEndpointTable(domain, exportName, declarations) {
  const rows = Object.entries(declarations).map(
    ([name, { method, path: route }]) => `  ${name}: ['${method}', '${route}'],`,
  );
  return [
    `// Generated from contract/endpoints/${domain}.ts by \`pnpm --filter @phuket/shared endpoints\`.`,
    `import type { EndpointRouteTable } from '../../contract/endpoint';`,
    `import type { ${exportName} } from '../../contract/endpoints/${domain}';`,
    '',
    `export const ${tableName(exportName)} = {`,
    ...rows,
    `} as const satisfies EndpointRouteTable<typeof ${exportName}>;`,
    '',
  ].join('\n');
}

/** Each domain's declarations object from a module (the one export named `*Endpoints`). */
function declarationsOf(module, domain) {
  const names = Object.keys(module).filter((name) => name.endsWith('Endpoints'));
  if (names.length !== 1) {
    throw new Error(`contract/endpoints/${domain}.ts must export one *Endpoints object`);
  }
  return { exportName: names[0], declarations: module[names[0]] };
}

function writeEndpointTables() {
  fs.mkdirSync(tablesDir, { recursive: true });
  for (const domain of endpointDomains()) {
    // The contract's CommonJS build (pnpm --filter @phuket/shared build:contract).
    const built = require(path.join(sharedRoot, 'dist/contract/endpoints', `${domain}.js`));
    const { exportName, declarations } = declarationsOf(built, domain);
    fs.writeFileSync(
      path.join(tablesDir, `${domain}.ts`),
      renderEndpointTable(domain, exportName, declarations),
    );
  }
}

module.exports = { endpointDomains, declarationsOf, renderEndpointTable, tablesDir };

if (require.main === module) writeEndpointTables();
