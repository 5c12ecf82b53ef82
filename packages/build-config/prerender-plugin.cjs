// Writes dist/prerendered.json after the area's build-time bundle (a Node.js build of its
// routes) is emitted: the first screen of each route, which the shell server puts in the page
// so it paints before any script has run (issue 9: the landing's text waited 2.3 s for the
// scripts under Lighthouse's mobile throttling).
const { writeFile } = require('node:fs/promises');
const path = require('node:path');

const PRERENDERED_FILE = 'prerendered.json';

/** Forgets the bundle's modules, so a rebuild in watch mode is required afresh. */
function forgetModulesUnder(dir) {
  for (const id of Object.keys(require.cache)) {
    if (id.startsWith(dir + path.sep)) delete require.cache[id];
  }
}

class PrerenderPlugin {
  /** @param {{ bundle: string, outputDir: string }} options the entry's file name; where to write */
  constructor({ bundle, outputDir }) {
    this.bundle = bundle;
    this.outputDir = outputDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PrerenderPlugin.name, async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundleDir = compilation.outputOptions.path;
      forgetModulesUnder(bundleDir);
      const { prerender } = require(path.join(bundleDir, this.bundle));
      const pages = await prerender();
      await writeFile(path.join(this.outputDir, PRERENDERED_FILE), JSON.stringify({ pages }));
    });
  }
}

module.exports = { PrerenderPlugin };
