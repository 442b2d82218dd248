// Emits an area's pure-data route list (src/app/routes.ts) as dist/routes.json beside
// mf-manifest.json, so the API can tell a page from a miss without running browser code.
// The file is evaluated, not parsed: the JSON is whatever routes.ts exports, never a copy.
const fs = require('fs');
const path = require('path');
const Module = require('module');

const sharedRoot = path.join(__dirname, '..');
const sharedPackage = require('../package.json');

/** `@phuket/shared/<subpath>` -> its source file (the package maps subpaths to .ts files). */
function resolveShared(specifier) {
  const entry = sharedPackage.exports[`./${specifier.slice('@phuket/shared/'.length)}`];
  // A subpath with conditions (./contract) names its TypeScript source as `default`.
  const target = typeof entry === 'string' ? entry : entry?.default;
  return target ? path.join(sharedRoot, target) : null;
}

function resolveTs(file) {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`, path.join(file, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`route manifest: cannot resolve ${file}`);
}

/**
 * Evaluates a TypeScript module and the TypeScript it imports (relative or @phuket/shared),
 * transpiled by the workspace's TypeScript; type-only imports vanish on the way.
 */
function evaluateTs(file, cache = new Map()) {
  const cached = cache.get(file);
  if (cached) return cached.exports;
  const ts = require(require.resolve('typescript', { paths: [path.dirname(file), sharedRoot] }));
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      verbatimModuleSyntax: false,
    },
  });
  const mod = { exports: {} };
  cache.set(file, mod);
  const nodeRequire = Module.createRequire(file);
  const localRequire = (specifier) => {
    if (specifier.startsWith('.')) {
      return evaluateTs(resolveTs(path.resolve(path.dirname(file), specifier)), cache);
    }
    if (specifier.startsWith('@phuket/shared/')) {
      const target = resolveShared(specifier);
      if (target) return evaluateTs(target, cache);
    }
    return nodeRequire(specifier);
  };
  new Function('exports', 'require', 'module', '__filename', '__dirname', outputText)(
    mod.exports,
    localRequire,
    mod,
    file,
    path.dirname(file),
  );
  return mod.exports;
}

/**
 * The routes an area's routes.ts declares, checked against the contract's schema (the one the
 * API reads routes.json with) and the manifest rules.
 */
function readAreaRoutes(routesFile, area) {
  const { routes } = evaluateTs(path.resolve(routesFile));
  if (!Array.isArray(routes)) throw new Error(`${routesFile} does not export routes`);
  const { RoutesFile } = evaluateTs(path.join(sharedRoot, 'src/contract/route-entry.ts'));
  const { Value } = require(require.resolve('@sinclair/typebox/value', { paths: [sharedRoot] }));
  const schemaProblems = [...Value.Errors(RoutesFile, { area, routes })].map(
    (error) => `${error.path}: ${error.message}`,
  );
  const { checkAreaRoutes } = evaluateTs(path.join(sharedRoot, 'src/routes/manifest.ts'));
  const problems = [...schemaProblems, ...checkAreaRoutes(area, routes)];
  if (problems.length > 0) throw new Error(`${routesFile}:\n${problems.join('\n')}`);
  return routes;
}

/** Webpack plugin: adds routes.json (from `routesFile`) to the area's output. */
class RouteManifestPlugin {
  constructor({ routesFile, area }) {
    this.routesFile = routesFile;
    this.area = area;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          try {
            const routes = readAreaRoutes(this.routesFile, this.area);
            compilation.emitAsset(
              'routes.json',
              new RawSource(`${JSON.stringify({ area: this.area, routes }, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(String(error)));
          }
          compilation.fileDependencies.add(path.resolve(this.routesFile));
        },
      );
    });
  }
}

module.exports = { RouteManifestPlugin, evaluateTs, readAreaRoutes };
