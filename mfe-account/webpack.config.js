const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_account',
  port: 8082,
  exposes: { './area': './src/app/area.ts' },
});
