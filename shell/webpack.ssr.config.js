const createSsrWebpackConfig = require('@phuket/shared/webpack-ssr');

// The site's tree the API renders for public pages (see src/app/server-entry.tsx).
module.exports = createSsrWebpackConfig({ dir: __dirname, publicPath: '/' });
