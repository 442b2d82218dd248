// How code names a message: `t('id')`, `t('id', values)`, `msgId('id')` or `valueId('id')`, the
// id a literal at the call. The catalog check (scripts/check-messages.mjs) and the English
// inliner (english-loader.cjs) find ids with these patterns, so an id the check accepts is an
// id the build ships.
const MESSAGE_USE = /\b(?:t|msgId|valueId)\(\s*(['"])([\w.-]+)\1/g;
// `valueId` marks a label whose English is the value it labels (a property type, an area), so
// English needs no message: those ids are not inlined.
const ENGLISH_USE = /\b(?:t|msgId)\(\s*(['"])([\w.-]+)\1/g;

/** The distinct ids whose English `source` shows, in order of first use. */
function messageIds(source) {
  return [...new Set([...source.matchAll(ENGLISH_USE)].map((match) => match[2]))];
}

module.exports = { MESSAGE_USE, messageIds };
