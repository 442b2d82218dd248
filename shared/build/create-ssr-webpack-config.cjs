// The server build of an app's server entry (src/app/server-entry.tsx): the same components as
// the browser bundle, compiled for Node into one CommonJS file the API loads
// (dist-ssr/server-entry.js). See docs/server-rendering.md.
const path = require('path');
const reactRouterProduction = require('./react-router-production.cjs');
const { scriptRule } = require('./script-rule.cjs');

/** One copy each in the API process: required from node_modules, never bundled. */
const NODE_SINGLETONS = /^(?:react|react-dom|mobx|mobx-react-lite)(?:\/.*)?$/;

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.publicPath where the browser build serves its assets (same names)
 * @param {string} [options.sharedFrom] an area: the shell's server build, relative to this
 *   app's dist-ssr/, whose `shared` export provides @phuket/shared (one copy of its contexts)
 */
module.exports = function createSsrWebpackConfig({ dir, publicPath, sharedFrom }) {
  return (_env, argv) => ({
    mode: argv.mode || 'production',
    context: dir,
    target: 'node20',
    entry: { 'server-entry': './src/app/server-entry.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    externals: [
      ({ request }, callback) => {
        if (NODE_SINGLETONS.test(request)) return callback(null, `commonjs ${request}`);
        if (sharedFrom && request.startsWith('@phuket/shared/')) {
          const subpath = request.slice('@phuket/shared/'.length);
          return callback(null, [sharedFrom, 'shared', subpath], 'commonjs');
        }
        return callback();
      },
    ],
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: (argv.mode || 'production') === 'production' ? reactRouterProduction : {},
    },
    module: {
      rules: [
        scriptRule(dir),
        { test: /\.po$/, loader: path.join(__dirname, 'po-loader.cjs') },
        // Styles reach the page as the browser build's CSS files; here they are dropped.
        { test: /\.css$/, type: 'asset/source' },
        // Same file names as the browser build, which is where they are served from.
        {
          test: /\.(png|jpe?g|webp|svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    // Server code is not shipped to browsers: readable stack traces beat a smaller file.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  });
};
