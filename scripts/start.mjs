#!/usr/bin/env node
// `npm start`: builds what is stale, starts mongod, the API, every remote and the shell,
// prints the site's address, and stops everything on Ctrl-C.
import path from 'node:path';
import { buildStale } from './lib/build.mjs';
import { repoRoot } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const write = (line) => console.log(line);
let stopping = false;

function onUnexpectedExit(name, code) {
  // Ctrl-C reaches every child at once: only an exit outside a stop is a failure.
  setTimeout(() => {
    if (stopping) return;
    write(`[start] ${name} exited unexpectedly (code ${code}); stopping the site`);
    shutdown(1);
  }, 500);
}

const starting = (async () => {
  await buildStale(write);
  return startStack({
    dbPath: process.env.MONGO_DBPATH ?? path.join(repoRoot, '.data', 'mongodb'),
    write,
    onUnexpectedExit,
  });
})();

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  write('[start] stopping…');
  const stack = await starting.catch(() => undefined);
  await stack?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));

starting.then(
  (stack) => {
    if (!stopping) write(`\n  The site is running at ${stack.url}  (Ctrl-C stops it)\n`);
  },
  (error) => {
    write(`[start] ${error instanceof Error ? error.message : String(error)}`);
    shutdown(1);
  },
);
