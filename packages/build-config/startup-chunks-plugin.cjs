// Writes startup-chunks.json: the files the shell loads on every page before an area mounts,
// its bootstrap chunk and the chunks of the shared libraries it provides, for the shell
// server's preload hints. mf-manifest.json names these too, but with each library's unused
// fallback chunks and without chunks split off from them.
const STARTUP_FILE = 'startup-chunks.json';

function chunkGroupFiles(chunkGroup) {
  return chunkGroup.chunks
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'));
}

function providedLibraryGroups(compilation) {
  return [...compilation.modules]
    .filter((module) => module.type === 'provide-module')
    .flatMap((module) => module.blocks)
    .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
    .filter(Boolean);
}

class StartupChunksPlugin {
  constructor({ bootstrapChunk }) {
    this.bootstrapChunk = bootstrapChunk;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(StartupChunksPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: StartupChunksPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const bootstrap = compilation.namedChunkGroups.get(this.bootstrapChunk);
          if (!bootstrap) throw new Error(`no chunk named ${this.bootstrapChunk}`);
          const groups = [bootstrap, ...providedLibraryGroups(compilation)];
          const files = [...new Set(groups.flatMap(chunkGroupFiles))];
          compilation.emitAsset(STARTUP_FILE, new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { StartupChunksPlugin };
