const createWebpackConfig = require('@phuket/shared/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', port: 8080 });
