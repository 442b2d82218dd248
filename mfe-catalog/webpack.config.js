const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_catalog',
  port: 8081,
  exposes: { './area': './src/app/area.ts' },
});
