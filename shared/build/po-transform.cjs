// Jest: the same compiled catalog as the webpack loader gives the bundle.
const { catalogSource, compilePo } = require('./compile-po.cjs');

module.exports = {
  process(source, file) {
    return { code: catalogSource(compilePo(source, file), 'cjs') };
  },
};
