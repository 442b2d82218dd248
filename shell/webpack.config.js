const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  startupShared:
    /[\\/](?:node_modules[\\/](?:react|react-dom|scheduler|mobx|mobx-react-lite|use-sync-external-store|react-router|cookie|set-cookie-parser)[\\/]|shared[\\/]src[\\/](?:api|config|domain|federation|router|routes|ssr|stores|theme)[\\/])/,
});
