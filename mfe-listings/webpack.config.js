const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_listings',
  port: 8083,
  exposes: { './routes': './src/app/routes.ts', './area': './src/app/area.ts' },
});
