// webpack: `import { messages } from './locales/ru.po'` gives the compiled catalog.
const { catalogSource, compilePo } = require('./compile-po.cjs');

module.exports = function poLoader(source) {
  return catalogSource(compilePo(source, this.resourcePath), 'esm');
};
