// One webpack configuration for the shell and every remote, so the six bundles agree on
// sharing, naming and caching. Rules of ARCHITECTURE.md and TOOLCHAIN.md live here.
const fs = require('fs');
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');

const sharedPackage = require('../package.json');
const reactRouterProduction = require('./react-router-production.cjs');
const { scriptRule } = require('./script-rule.cjs');
const { BuildInfoPlugin, buildInfo } = require('./build-info.cjs');
const { RouteManifestPlugin } = require('./route-manifest.cjs');
const { ChunkGroupsPlugin } = require('./chunk-groups.cjs');
const { sharedModuleClass } = require('./shared-modules.cjs');

// One copy of the federation runtime, as ES modules: the bundler runtime imports it, the
// external-runtime plugin requires it and app code imports it, and each would otherwise pick
// its own build (CommonJS or ESM) and ship the runtime twice (~20 KB gzip). ESM rather than
// CommonJS because only ES modules let the build drop what `experiments.optimization` turns
// off (the snapshot plugin; docs/bundle-size.md).
/** The ESM build of a federation package (its `import` condition), as seen from `fromDir`. */
function federationEsm(name, fromDir) {
  const commonJs = require.resolve(`@module-federation/${name}`, { paths: [fromDir] });
  const marker = `${path.sep}@module-federation${path.sep}${name}${path.sep}`;
  const root = commonJs.slice(0, commonJs.lastIndexOf(marker) + marker.length);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return path.join(root, manifest.exports['.'].import.default);
}
const federationRuntime = federationEsm(
  'runtime',
  path.dirname(require.resolve('@module-federation/enhanced')),
);
const injectRuntimePlugin = federationEsm(
  'inject-external-runtime-core-plugin',
  path.dirname(require.resolve('@module-federation/enhanced')),
);
const injectRuntimePluginCommonJs = `${injectRuntimePlugin.replace(/\.js$/, '.cjs')}$`;
const federationRuntimeParts = Object.fromEntries(
  ['runtime-core', 'sdk', 'error-codes'].map((name) => [
    `@module-federation/${name}$`,
    federationEsm(name, path.dirname(federationRuntime)),
  ]),
);

/** Installed version of a dependency as seen from the app's folder. */
function installedVersion(dir, name) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * The shared modules, each declared as what it is (shared-modules.cjs, docs/shared-modules.md).
 * Stateful ones are singletons: one instance for the page, the shell's. A remote states the
 * range it was built against, strictly, so even a shell without the share policy refuses it
 * rather than handing it a copy it was not built for; the shell's policy (remote-loader.ts)
 * turns that into "this area is being updated". Stateless ones are not singletons: a remote
 * the shell's copy does not satisfy falls back to its own. The host states no range for its
 * singletons (its copies are loaded first, so the check could only pass, and parsing ranges
 * cost start-up ~7 ms of semver work on a phone), but does for the stateless ones, so it never
 * takes a remote's copy of another major that happened to register first.
 */
function sharedModules(dir, isRemote) {
  const declare = (shareKey, version) => {
    const known = sharedModuleClass(shareKey);
    if (!known) {
      throw new Error(
        `${shareKey} is not classified as stateful or stateless in shared/build/shared-modules.cjs`,
      );
    }
    return known.kind === 'stateful'
      ? {
          singleton: true,
          version,
          requiredVersion: isRemote ? `^${version}` : false,
          ...(isRemote ? { strictVersion: true } : {}),
        }
      : { singleton: false, version, requiredVersion: `^${version}` };
  };
  const shared = {};
  // react-router is shared through @phuket/shared/router (tree-shaken there), not by name.
  for (const name of ['react', 'react-dom', 'mobx', 'mobx-react-lite']) {
    shared[name] = declare(name, installedVersion(dir, name));
  }
  // Subpaths (react/jsx-runtime, react-dom/client) would otherwise be bundled into every app.
  shared['react/'] = declare('react/', installedVersion(dir, 'react'));
  shared['react-dom/'] = declare('react-dom/', installedVersion(dir, 'react-dom'));
  // The workspace package: an explicit version, because "workspace:*" means nothing at run time.
  for (const subpath of Object.keys(sharedPackage.exports)) {
    // The contract holds no state and browsers reach its schema-free parts through domain and
    // filters; sharing it would only put TypeBox in the page.
    if (['./webpack', './webpack-ssr', './jest', './contract'].includes(subpath)) continue;
    const shareKey = `@phuket/shared/${subpath.slice(2)}`;
    shared[shareKey] = declare(shareKey, sharedPackage.version);
  }
  return shared;
}

function hashedWhenReady(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:10].js'
    : '[name].js';
}

/**
 * Every text file the browser fetches, compressed once at build at the top levels (brotli 11,
 * gzip 9) rather than per request at a level cheap enough to run on the fly; the server sends
 * the .br / .gz copy the browser accepts (@fastify/static preCompressed). Not index.html: the
 * server rewrites it per request (nonce, page data).
 */
const precompress = [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|json|svg)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: /\.(js|css|json|svg)$/,
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name federation container name (a JS identifier)
 * @param {number} options.port dev server port
 * @param {Record<string,string>} [options.exposes] present for remotes, absent for the host
 * @param {RegExp} [options.startupShared] host only: resources of the shared modules start-up needs
 */
module.exports = function createWebpackConfig({ dir, name, port, exposes, startupShared }) {
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const dev = mode === 'development';
    const build = buildInfo(dir);
    return {
      mode,
      context: dir,
      entry: './src/index.ts',
      // Production maps hold the original sources: written beside the files for an error
      // tracker, but not referenced from them (the server serves them only when
      // PUBLIC_SOURCE_MAPS=true).
      devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks next to their own remoteEntry.js, wherever it is served.
        publicPath: isRemote ? 'auto' : '/',
        // A function because the federation runtime asks for this template before hashes
        // exist (only to learn the folder depth); hashed names are used once they do.
        filename: dev ? '[name].js' : hashedWhenReady,
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: '[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...(dev ? {} : reactRouterProduction),
          // Only the host carries the runtime; remotes take it from the host (externalRuntime).
          ...(isRemote
            ? {}
            : {
                '@module-federation/runtime$': federationRuntime,
                '@module-federation/enhanced/runtime$': federationRuntime,
                // The plugin that hands the runtime to the remotes, ESM like the rest.
                [injectRuntimePluginCommonJs]: injectRuntimePlugin,
                ...federationRuntimeParts,
              }),
        },
      },
      module: {
        rules: [
          scriptRule(dir),
          // Production CSS goes to files (no style-loader runtime in the JavaScript budget).
          {
            test: /\.css$/,
            use: [dev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'],
          },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset' },
          // Message catalogs, compiled to Lingui's form at build time.
          { test: /\.po$/, loader: path.join(__dirname, 'po-loader.cjs') },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes,
          shared: sharedModules(dir, isRemote),
          // 'version-first' fetches every remote entry at start; one offline remote would
          // blank the shell (TOOLCHAIN.md).
          shareStrategy: 'loaded-first',
          dts: false,
          // The manifest says which build it is (area, version, commit): the API reads it to
          // report the live version of each area (build-info.cjs).
          manifest: isRemote
            ? {
                additionalData: ({ stats }) => {
                  stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...build };
                  return stats;
                },
              }
            : false,
          // The host provides the federation runtime once; remotes use it instead of shipping
          // their own copy. A remote served alone in development keeps its own.
          experiments: {
            ...(isRemote
              ? dev
                ? {}
                : { externalRuntime: true }
              : { provideExternalRuntime: true }),
            // Browser only: lets the runtime's Node.js code paths drop out of the bundle. The
            // shell loads each remoteEntry.js directly (not through mf-manifest.json), so the
            // runtime's snapshot and preload plugins are dead weight (docs/bundle-size.md).
            // A remote loads no other remote, so its bundler runtime needs no remote handling.
            // Production only: that is the build measured, with the host's runtime in charge; a
            // remote served alone in development keeps a whole runtime of its own.
            optimization: {
              target: 'web',
              disableSnapshot: true,
              disableRemote: isRemote && !dev,
            },
          },
        }),
        ...(dev
          ? []
          : [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              // SKIP_PRECOMPRESS=true: a build no server sends compressed (the skew test's
              // builds of the last release, e2e/skew), spared brotli 11 on every file.
              ...(process.env.SKIP_PRECOMPRESS === 'true' ? [] : precompress),
              new ChunkGroupsPlugin(),
            ]),
        // An area's routes, as data, for the API (dist/routes.json; docs/routes.md).
        ...(exposes && exposes['./routes']
          ? [
              new RouteManifestPlugin({
                routesFile: path.join(dir, exposes['./routes']),
                area: name.replace(/_/g, '-'),
              }),
            ]
          : []),
        new BuildInfoPlugin(build),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          // Remotes get a page too: the standalone harness, handy against a deployed API.
          filename: 'index.html',
        }),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // The contract is not a shared module: each shared subpath that reads its enums and
            // limits (domain, filters, ui…) would carry its own copy, since they are below
            // splitChunks' minimum size. One small chunk instead (docs/bundle-size.md).
            contractConstants: {
              test: /[\\/]shared[\\/]src[\\/]contract[\\/](enums|limits)\.ts$/,
              chunks: 'async',
              name: 'contract-constants',
              enforce: true,
              priority: 10,
            },
            ...(startupShared
              ? {
                  startupShared: {
                    test: (module) => startupShared.test(module.resource || ''),
                    chunks: 'async',
                    name: 'startup-shared',
                    enforce: true,
                    priority: 20,
                  },
                }
              : {}),
          },
        },
      },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/config.json', '/media'],
            target: process.env.API_ORIGIN || 'http://localhost:3000',
          },
        ],
      },
    };
  };
};

/**
 * The files a standalone page's document names, written beside them as `entry.json`: the
 * entry's scripts and stylesheets, and the scripts of the chunks it imports at once (named
 * with webpackChunkName in `preload`), which the document preloads so they download beside
 * the entry instead of after it.
 */
class EntryFilesPlugin {
  constructor(preload) {
    this.preload = preload;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EntryFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
          const imported = compilation.chunkGroups
            .filter((group) => this.preload.includes(group.name))
            .flatMap((group) => group.getFiles());
          // The imported chunks' CSS too: linked by the document, it styles the first paint
          // (added by the chunk when it arrives, the page would shift as it is styled).
          const json = JSON.stringify({
            js: files.filter((f) => f.endsWith('.js')),
            css: [...new Set([...files, ...imported].filter((f) => f.endsWith('.css')))],
            preload: [...new Set(imported.filter((f) => f.endsWith('.js')))],
          });
          compilation.emitAsset('entry.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * A standalone page: one server-rendered page that its document loads directly, without the
 * shell, its federation runtime or a remoteEntry (the public presentation: no header, no
 * router, no session). React and the page's code in one bundle, not shared with anything,
 * so nothing is negotiated at start; its CSS in one file. The document takes the names from
 * `<outDir>/entry.json`.
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.entry the page's browser entry, relative to `dir`
 * @param {string} options.outDir the folder under dist/ (served at /remotes/<app>/<outDir>/)
 * @param {string[]} [options.preload] chunk names (webpackChunkName) the entry imports at start
 */
module.exports.standalonePage = function createStandalonePageConfig({
  dir,
  entry,
  outDir,
  preload = [],
}) {
  return (_env, argv) => ({
    mode: argv.mode || 'production',
    context: dir,
    entry: { main: entry },
    devtool: 'hidden-source-map',
    output: {
      path: path.join(dir, 'dist', outDir),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: `${path.basename(dir)}_${outDir}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterProduction },
    module: {
      rules: [
        scriptRule(dir),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset' },
        { test: /\.po$/, loader: path.join(__dirname, 'po-loader.cjs') },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
      ...(process.env.SKIP_PRECOMPRESS === 'true' ? [] : precompress),
      new EntryFilesPlugin(preload),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic' },
  });
};
