const createSsrWebpackConfig = require('@phuket/shared/webpack-ssr');

// The first screen the API renders for public pages (see src/app/first-screen.tsx).
module.exports = createSsrWebpackConfig({ dir: __dirname, publicPath: '/' });
