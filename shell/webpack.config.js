const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  // Not the account, listings, database and presentations clients: only their areas load them.
  startupShared:
    /[\\/](?:node_modules[\\/](?:react|react-dom|scheduler|mobx|mobx-react-lite|use-sync-external-store|react-router|cookie|set-cookie-parser)[\\/]|shared[\\/]src[\\/](?:(?:config|domain|federation|router|routes|ssr|stores|theme)[\\/]|api[\\/](?!(?:account|listings|database|presentations)\.ts)))/,
});
