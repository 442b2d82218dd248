// What each federated shared module is, and why: the one place that decides it
// (docs/shared-modules.md). create-webpack-config.cjs reads it to declare each module to the
// federation runtime, and the shell's share policy reads what the shell declared (a singleton
// is stateful) to decide, at run time, what a remote built against another version gets.
//
// - stateful: it holds state the whole page must agree on (a React context the shell provides,
//   a store instance, a client with the visitor's token, a global it guards). There must be one
//   instance, the shell's: a remote the shell cannot satisfy is not mounted (its area says it is
//   being updated) rather than handed a copy it was not built for.
// - stateless: code and data only, or caches a second copy merely repeats. A remote the shell
//   cannot satisfy gets its own copy, and the page goes on.
//
// Keys are share keys; one ending in "/" covers the package's subpaths (react/jsx-runtime).
// Every `@phuket/shared/<subpath>` the package exports must be here (the build says which is
// missing), so a new subpath is a decision, not a default.

/** @typedef {{ kind: 'stateful' | 'stateless', why: string }} SharedModuleClass */

/** @type {Record<string, SharedModuleClass>} */
const sharedModuleClasses = {
  react: {
    kind: 'stateful',
    why: 'hooks and contexts work only within one React; a second copy breaks every hook',
  },
  'react/': { kind: 'stateful', why: "react's own subpaths (jsx-runtime): the same React" },
  'react-dom': {
    kind: 'stateful',
    why: 'one renderer owns the root the shell created; remote pages render into that root',
  },
  'react-dom/': { kind: 'stateful', why: 'react-dom/client: the same renderer' },
  mobx: {
    kind: 'stateful',
    why: "observables are tracked by one global state: a second MobX never sees the shell's stores change",
  },
  'mobx-react-lite': {
    kind: 'stateful',
    why: "observer() must track the MobX the stores live in (the shell's)",
  },
  '@phuket/shared/stores': {
    kind: 'stateful',
    why: 'session, currency and favourites: the shell creates the instances and provides them through the React context this module creates',
  },
  '@phuket/shared/router': {
    kind: 'stateful',
    why: "react-router's contexts: the shell's BrowserRouter provides them; another copy's hooks see no router",
  },
  '@phuket/shared/api': {
    kind: 'stateful',
    why: 'the one axios client: the bearer token, the page language, the token-rejected listener the shell registers',
  },
  '@phuket/shared/config': {
    kind: 'stateful',
    why: 'the runtime config the shell fetched (setRuntimeConfig) and its React context',
  },
  '@phuket/shared/i18n': {
    kind: 'stateful',
    why: "the page language's React context (LocaleProvider in the shell) and the shared catalogs the shell loaded for it",
  },
  '@phuket/shared/ssr': {
    kind: 'stateful',
    why: "the server-rendered page data's React context the shell provides, and the early-input recorder",
  },
  '@phuket/shared/maps': {
    kind: 'stateful',
    why: 'guards the one Google Maps script of the page: a second loader would add the script again',
  },
  '@phuket/shared/theme': {
    kind: 'stateful',
    why: "the page's base stylesheet: a second copy would restyle the whole page, header included",
  },
  // The typed endpoint clients reach the one axios client through `@phuket/shared/api` (by that
  // name, never relatively: ESLint refuses it), so a remote's own copy still sends the shell's token.
  '@phuket/shared/api/account': { kind: 'stateless', why: 'typed calls over @phuket/shared/api' },
  '@phuket/shared/api/listings': { kind: 'stateless', why: 'typed calls over @phuket/shared/api' },
  '@phuket/shared/api/database': { kind: 'stateless', why: 'typed calls over @phuket/shared/api' },
  '@phuket/shared/api/presentations': {
    kind: 'stateless',
    why: 'typed calls over @phuket/shared/api',
  },
  '@phuket/shared/api/staff': { kind: 'stateless', why: 'typed calls over @phuket/shared/api' },
  '@phuket/shared/api/moderation': {
    kind: 'stateless',
    why: 'typed calls over @phuket/shared/api',
  },
  '@phuket/shared/api/developer-claims': {
    kind: 'stateless',
    why: 'typed calls over @phuket/shared/api',
  },
  '@phuket/shared/domain': { kind: 'stateless', why: 'types and pure helpers' },
  '@phuket/shared/query': {
    kind: 'stateless',
    why: 'loading classes (Query, PagedList); each page makes its own instances',
  },
  '@phuket/shared/format': { kind: 'stateless', why: 'pure formatting (a cached Intl formatter)' },
  '@phuket/shared/filters': { kind: 'stateless', why: 'filter state as pure functions and data' },
  '@phuket/shared/ui': {
    kind: 'stateless',
    why: 'components; its state is per component, except the "one dropdown open" coordinator: with two copies a header and an area dropdown may be open at once',
  },
  '@phuket/shared/charts': {
    kind: 'stateless',
    why: 'a chart component; uPlot is a lazy chunk of whichever build provides it',
  },
  '@phuket/shared/filters-bar': { kind: 'stateless', why: 'a component' },
  '@phuket/shared/phone-input': {
    kind: 'stateless',
    why: 'a component; its caches (flags, IP country) only repeat a lookup in a second copy',
  },
  '@phuket/shared/translations-editor': { kind: 'stateless', why: 'a component' },
  '@phuket/shared/upload': { kind: 'stateless', why: 'per-upload objects' },
  '@phuket/shared/tus': { kind: 'stateless', why: 'per-upload objects over tus-js-client' },
  '@phuket/shared/autosave': {
    kind: 'stateless',
    why: "a store class each wizard instantiates (MobX itself is the shell's)",
  },
  '@phuket/shared/wizard': { kind: 'stateless', why: 'components and step rules' },
  '@phuket/shared/enquiry': { kind: 'stateless', why: 'a form component' },
  '@phuket/shared/routes': { kind: 'stateless', why: 'the route manifest: data and matching' },
  '@phuket/shared/federation': { kind: 'stateless', why: 'remote names and module shapes' },
  '@phuket/shared/harness': {
    kind: 'stateless',
    why: 'the standalone harness of a remote run alone; never used under the shell',
  },
  '@phuket/shared/testing': { kind: 'stateless', why: 'test helpers' },
  '@phuket/shared/location-pin': {
    kind: 'stateless',
    why: 'a component; it loads Maps through @phuket/shared/maps',
  },
};

/** The class of a share key, by exact key or by its package's "name/" entry. */
function sharedModuleClass(shareKey) {
  if (sharedModuleClasses[shareKey]) return sharedModuleClasses[shareKey];
  const slash = shareKey.startsWith('@') ? shareKey.indexOf('/', shareKey.indexOf('/') + 1) : -1;
  const packageName = shareKey.startsWith('@')
    ? shareKey.slice(0, slash === -1 ? undefined : slash)
    : shareKey.split('/')[0];
  return sharedModuleClasses[`${packageName}/`];
}

module.exports = { sharedModuleClasses, sharedModuleClass };
