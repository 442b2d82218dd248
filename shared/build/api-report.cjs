// The public surface of @phuket/shared, as API Extractor's report etc/shared.api.md:
//   node build/api-report.cjs           (`pnpm api:check`)  fails when the surface differs
//   node build/api-report.cjs --update  (`pnpm api:update`) rewrites the report
// The surface is every subpath of package.json "exports" but the build tooling (webpack, jest
// configs). Three steps: tsc emits the sources' declarations into dist/api/ (tsconfig.api.json,
// without a type check: `pnpm typecheck` does that); one entry, dist/api/public-surface.d.ts, imports each subpath as
// a namespace (`./api/account` -> `api_account`); API Extractor reads it (api-extractor.json).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');
const ts = require('typescript');
const sharedPackage = require('../package.json');

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'dist', 'api');
const REPORT = path.join(ROOT, 'etc', 'shared.api.md');
const UPDATE_COMMAND = 'pnpm --filter @phuket/shared api:update';
/** Build tooling, not code an app runs: not part of the surface. */
const TOOLING = new Set(['./webpack', './webpack-ssr', './jest']);

/** Each subpath of the surface with its source (a conditional export: its `default`). */
function surfaceSubpaths() {
  return Object.entries(sharedPackage.exports)
    .filter(([subpath]) => !TOOLING.has(subpath))
    .map(([subpath, target]) => ({
      subpath,
      source: typeof target === 'string' ? target : target.default,
    }))
    .sort((a, b) => a.subpath.localeCompare(b.subpath));
}

/** `./api/developer-claims` -> `api_developer_claims`: the subpath's namespace in the report. */
const namespaceOf = (subpath) => subpath.slice(2).replace(/[^A-Za-z0-9]/g, '_');

/** `./src/ui/index.ts` -> `ui/index`: its declarations in dist/api/, without the extension. */
const declarationOf = (source) => source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '');

function writeEntry() {
  const subpaths = surfaceSubpaths();
  const lines = subpaths.map(({ subpath, source }) => {
    if (!source.startsWith('./src/') || !/\.tsx?$/.test(source)) {
      throw new Error(`${subpath}: ${source} is not a TypeScript source under src/`);
    }
    return `import * as ${namespaceOf(subpath)} from './${declarationOf(source)}';`;
  });
  const names = subpaths.map(({ subpath }) => namespaceOf(subpath));
  if (new Set(names).size !== names.length) throw new Error('Two subpaths share a namespace name');
  const text = [
    '// Written by build/api-report.cjs: one namespace per subpath of package.json "exports".',
    ...lines,
    `export { ${names.join(', ')} };`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(OUT, 'public-surface.d.ts'), text);
}

/** tsc -p tsconfig.api.json, in this process: the declarations, without a type check. */
function emitDeclarations() {
  fs.rmSync(OUT, { recursive: true, force: true });
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail };
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.api.json'),
    {},
    host,
  );
  if (!config) process.exit(1);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const { diagnostics } = program.emit(undefined, undefined, undefined, true);
  if (config.errors.length > 0 || diagnostics.length > 0) {
    fail(...config.errors, ...diagnostics);
  }
}

/** @param {import('typescript').Diagnostic[]} diagnostics */
function fail(...diagnostics) {
  console.error(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => ROOT,
      getNewLine: () => '\n',
    }),
  );
  console.error('The declarations of the public surface did not compile (tsconfig.api.json).');
  process.exit(1);
}

/** A few lines of the difference between the checked-in report and the current surface. */
function briefDiff(before, after) {
  try {
    execFileSync('git', ['diff', '--no-index', '--no-color', '-U1', before, after], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return '';
  } catch (error) {
    const lines = String(error.stdout ?? '')
      .split('\n')
      .filter((line) => !/^(diff |index |--- |\+\+\+ )/.test(line));
    const shown = lines.slice(0, 30).join('\n');
    return lines.length > 30 ? `${shown}\n… (${lines.length - 30} more lines)` : shown;
  }
}

function main() {
  const update = process.argv.includes('--update');
  emitDeclarations();
  writeEntry();
  const configFile = path.join(ROOT, 'api-extractor.json');
  const configObject = ExtractorConfig.loadFile(configFile);
  // Inside the package, a subpath imports another by name (`@phuket/shared/domain`): the name
  // must lead to the emitted declarations, not to the sources package.json points at.
  configObject.compiler.overrideTsconfig.compilerOptions.paths = Object.fromEntries(
    surfaceSubpaths().map(({ subpath, source }) => [
      `@phuket/shared/${subpath.slice(2)}`,
      [path.join(OUT, `${declarationOf(source)}.d.ts`)],
    ]),
  );
  const config = ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: configFile,
    packageJsonFullPath: path.join(ROOT, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback(message) {
      // Said below, with the command to run.
      if (message.messageId === 'console-api-report-not-copied') message.handled = true;
      if (message.messageId === 'console-api-report-copied') message.handled = true;
    },
  });
  const relative = path.relative(process.cwd(), REPORT) || REPORT;
  if (update) {
    if (!result.succeeded) process.exit(1);
    console.log(
      result.apiReportChanged
        ? `Updated ${relative}: the public surface changed. A changeset says what it means for the version: pnpm changeset`
        : `${relative} is current.`,
    );
    return;
  }
  if (result.apiReportChanged) {
    const current = path.join(config.reportTempFolder, path.basename(REPORT));
    console.error(
      [
        `The public surface of @phuket/shared differs from ${relative}:`,
        briefDiff(REPORT, current),
        '',
        `Run \`${UPDATE_COMMAND}\`, commit the report, and add a changeset (\`pnpm changeset\`)`,
        'with the bump it needs: major when anything was removed or changed, minor when added.',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (!result.succeeded) process.exit(1);
  console.log(`The public surface of @phuket/shared matches ${relative}.`);
}

main();
