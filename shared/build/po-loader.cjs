// webpack: `import { messages } from './locales/ru.po'` gives the compiled catalog. English
// compiles to nothing: each module brings the English it shows (english-loader.cjs).
const path = require('node:path');
const { catalogSource, compilePo } = require('./compile-po.cjs');

module.exports = function poLoader(source) {
  // Compiled anyway, so a broken English catalog still fails the build.
  const messages = compilePo(source, this.resourcePath);
  return catalogSource(path.basename(this.resourcePath) === 'en.po' ? {} : messages, 'esm');
};
