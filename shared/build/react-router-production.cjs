// react-router 7 exports only its development build (remix-run/react-router#14102), which
// keeps its dev-only warnings and checks in production bundles; its production build sits
// beside it in the same package. Production builds of every app alias to it.
const path = require('path');

const dir = path.dirname(
  require.resolve('react-router/package.json', { paths: [path.join(__dirname, '..')] }),
);

module.exports = {
  'react-router$': path.join(dir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
};
