const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_catalog',
  port: 8081,
  exposes: { './routes': './src/app/routes.ts', './area': './src/app/area.ts' },
});
