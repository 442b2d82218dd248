// PO catalogs (src/locales/<locale>.po in each package) compiled for Lingui's runtime: one
// definition for the webpack loader, the Jest transform and the catalog check, so a catalog
// that builds is the catalog that was tested and checked.
const PO = require('pofile');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/**
 * Every message of the catalog, ICU-compiled, by id. Throws, naming the file and the id, on a
 * message without a translation or with broken ICU syntax: a build or a test then fails
 * instead of a page showing an id.
 * @param {string} source the PO file's text
 * @param {string} file its path, for the error
 * @returns {Record<string, unknown>}
 */
function compilePo(source, file) {
  const catalog = PO.parse(source);
  /** @type {Record<string, unknown>} */
  const messages = {};
  for (const item of catalog.items) {
    if (item.obsolete) continue;
    const text = item.msgstr[0] ?? '';
    if (text === '') throw new Error(`${file}: "${item.msgid}" has no translation`);
    try {
      messages[item.msgid] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${file}: "${item.msgid}" is not a valid ICU message: ${error.message}`);
    }
  }
  return messages;
}

/** The catalog as a module body; JSON.parse of a string is the fastest way to ship data. */
function catalogSource(messages, exportKeyword) {
  const json = JSON.stringify(JSON.stringify(messages));
  return exportKeyword === 'esm'
    ? `export const messages = JSON.parse(${json});\n`
    : `exports.messages = JSON.parse(${json});\n`;
}

module.exports = { compilePo, catalogSource };
