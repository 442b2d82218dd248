const createSsrWebpackConfig = require('@phuket/shared/webpack-ssr');

// The public presentation the API renders inside the shell's tree (see src/app/server-entry.tsx).
module.exports = createSsrWebpackConfig({
  dir: __dirname,
  publicPath: '/remotes/mfe-presentations/',
  sharedFrom: '../../shell/dist-ssr/server-entry.js',
});
