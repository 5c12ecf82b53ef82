#!/usr/bin/env node
// `npm run dev`: the whole site from source. Every area from its dev server (reloading the
// page on each change, like `npm run dev -w <area>`), the API recompiled by `tsc --watch` and
// restarted by `node --watch` on each change, mongod on the same data as `npm start`, and the
// shell's build (rebuilt first when stale). Prints the address; Ctrl-C stops everything.
import path from 'node:path';
import { AREAS, areaNamed } from '../packages/build-config/areas.mjs';
import { buildStale } from './lib/build.mjs';
import { repoRoot } from './lib/paths.mjs';
import { startService } from './lib/processes.mjs';
import { startStack } from './lib/stack.mjs';

const write = (line) => console.log(line);
let stopping = false;
/** @type {import('./lib/processes.mjs').Service[]} */
const watchers = [];

// Run directly, not through npm or npx, so that stopping a service stops the tool itself.
const bin = (file) => path.join(repoRoot, 'node_modules', file);
const tscWatch = (project) => [
  process.execPath,
  bin('typescript/bin/tsc'),
  ...['-p', project, '--watch', '--preserveWatchOutput'],
];
const webpackServe = (workspace) => [
  process.execPath,
  bin('webpack-cli/bin/cli.js'),
  ...['serve', '--mode', 'development', '--config', `${workspace}/webpack.config.cjs`],
];

function onUnexpectedExit(name, code) {
  setTimeout(() => {
    if (stopping) return;
    write(`[dev] ${name} exited unexpectedly (code ${code}); stopping`);
    shutdown(1);
  }, 500);
}

const starting = (async () => {
  // The API's first compile and the shell: as npm start has them.
  await buildStale(write, { only: ['api', 'shell'] });
  const api = path.join(repoRoot, 'api');
  for (const project of ['tsconfig.build.json', 'tsconfig.contracts.json'])
    watchers.push(
      startService(`tsc ${project}`, tscWatch(project), {
        cwd: api,
        write,
        onUnexpectedExit: (code) => onUnexpectedExit(`tsc ${project}`, code),
      }),
    );
  return startStack({
    dbPath: process.env.MONGO_DBPATH ?? path.join(repoRoot, '.data', 'mongodb'),
    write,
    onUnexpectedExit,
    apiCommand: [process.execPath, '--watch', 'api/dist/server.js'],
    remoteServer: (name) => {
      const { workspace, devPort } = areaNamed(name);
      return {
        command: webpackServe(workspace),
        port: devPort,
        startTimeoutMs: 300_000,
      };
    },
  });
})();

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  write('[dev] stopping…');
  const stack = await starting.catch(() => undefined);
  await Promise.all([stack?.stop(), ...watchers.map((watcher) => watcher.stop())]);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));

starting.then(
  (stack) => {
    if (stopping) return;
    const areas = AREAS.map(({ name, devPort }) => `${name} :${devPort}`).join(', ');
    write(`\n  The site is running from source at ${stack.url}  (Ctrl-C stops it)`);
    write(`  Areas from their dev servers: ${areas}; the API restarts on each change.\n`);
  },
  (error) => {
    write(`[dev] ${error instanceof Error ? error.message : String(error)}`);
    shutdown(1);
  },
);
