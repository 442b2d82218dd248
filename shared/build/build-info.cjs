const { execFileSync } = require('node:child_process');
const path = require('node:path');

/**
 * What a build is: its area, the app's version and the commit it was made from. Written beside
 * the build (`dist/build-info.json`) and into a remote's `mf-manifest.json`
 * (`metaData.buildInfo`), never into the JavaScript: a commit in a chunk would change every
 * hashed file name on every commit and empty the visitors' caches for nothing. The API reads it
 * to say which version of each area is live (`/api/health`, `/config.json`'s `builds`;
 * docs/deploy.md, "Releasing one area").
 */
function git(dir, args) {
  try {
    return execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** @param {string} dir the app's folder */
function buildInfo(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  // BUILD_COMMIT: a build made outside a git checkout (a CI that ships a tarball) names its own.
  const commit = process.env.BUILD_COMMIT || git(dir, ['rev-parse', 'HEAD']) || 'unknown';
  // Uncommitted changes in the app or in the shared package it bundles: the commit alone would
  // claim code the build does not hold.
  const shared = path.join(__dirname, '..');
  const status = process.env.BUILD_COMMIT
    ? ''
    : git(dir, ['status', '--porcelain', '--', dir, shared]);
  return {
    area: path.basename(dir),
    version: pkg.version,
    // The @phuket/shared it was built with: a shell provides it, a remote asks for its major.
    shared: require('../package.json').version,
    commit,
    dirty: Boolean(status),
    builtAt: new Date().toISOString(),
  };
}

/** Emits `build-info.json` and hands the same facts to the federation manifest. */
class BuildInfoPlugin {
  /** @param {ReturnType<typeof buildInfo>} info */
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BuildInfoPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          compilation.emitAsset(
            'build-info.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { buildInfo, BuildInfoPlugin };
