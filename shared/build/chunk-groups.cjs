// dist/chunk-groups.json: the script files each named lazy chunk group loads (its own chunk and
// the split chunks it needs), so `pnpm bench bundle` can report what opening, say, one wizard
// step downloads. Only groups named with `webpackChunkName` are listed.
const { Compilation, sources } = require('webpack');

class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(
            'chunk-groups.json',
            new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
