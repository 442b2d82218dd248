const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_database',
  port: 8084,
  exposes: { './routes': './src/app/routes.ts', './area': './src/app/area.ts' },
});
