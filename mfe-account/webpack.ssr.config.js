const createSsrWebpackConfig = require('@phuket/shared/webpack-ssr');

// The guest pages the API renders inside the shell's tree (see src/app/server-entry.tsx).
module.exports = createSsrWebpackConfig({
  dir: __dirname,
  publicPath: '/remotes/mfe-account/',
  sharedFrom: '../../shell/dist-ssr/server-entry.js',
});
