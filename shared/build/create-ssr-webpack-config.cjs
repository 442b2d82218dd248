// The server build of an app's first-screen entry: the same components as the browser
// bundle, compiled for Node into one CommonJS file the API loads (dist-ssr/first-screen.js).
// Nothing is federated here: the server renders each app's part separately and joins the HTML.
const path = require('path');
const reactRouterProduction = require('./react-router-production.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.publicPath where the browser build serves its assets (same names)
 */
module.exports = function createSsrWebpackConfig({ dir, publicPath }) {
  return (_env, argv) => ({
    mode: argv.mode || 'production',
    context: dir,
    target: 'node20',
    entry: { 'first-screen': './src/app/first-screen.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: (argv.mode || 'production') === 'production' ? reactRouterProduction : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
        },
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
