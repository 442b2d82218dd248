const { standalonePage } = require('@phuket/shared/webpack');

// The public presentation as a standalone page (src/public-entry.tsx): what the document the
// API renders for /presentation/{slug} loads instead of the shell and this remote's entry.
module.exports = standalonePage({
  dir: __dirname,
  entry: './src/public-entry.tsx',
  outDir: 'public',
  // What src/public-entry.tsx imports at once: downloaded beside it, not after it.
  preload: ['react-dom', 'page'],
});
