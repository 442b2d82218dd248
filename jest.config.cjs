// Unit tests of the browser packages. The API has its own Jest config (api/jest.config.cjs)
// because it runs twice: on PGlite and on a PostgreSQL server.
const browserJestProject = require('./shared/build/jest-preset.cjs');

module.exports = {
  projects: [
    'shared',
    'shell',
    'mfe-catalog',
    'mfe-account',
    'mfe-listings',
    'mfe-database',
    'mfe-presentations',
  ].map((dir) => browserJestProject(`${__dirname}/${dir}`)),
};
