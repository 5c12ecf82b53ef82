#!/usr/bin/env node
// `npm test`: every check of the repository, stopping at the first failure. Steps that do not
// depend on each other overlap where that is safe: the API tests (two jest workers, mostly
// waiting on mongod) run beside the chain lint → typecheck → build, none of which has a
// deadline. The unit and component tests and the browser tests wait on time (a 5 s test
// timeout, rendering deadlines), so they run after the API tests, one after the other, with
// the CPU to themselves; the cluster test (several real processes) comes last, alone. Each
// step's output is printed whole when it ends, then every step's time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

// lerna's task runner (nx) keeps its files in the main checkout's cache when run in a git
// worktree, so a run there failed when that checkout's node_modules changed: each checkout
// uses its own.
const environment = {
  NX_CACHE_DIRECTORY: path.join(repoRoot, 'node_modules', '.cache', 'nx'),
  ...process.env,
};

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} command
 * @property {string[]} [after] steps that must pass first
 */

/** @type {Step[]} */
const STEPS = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], after: ['lint'] },
  { name: 'API tests', command: ['npm', 'test', '-w', 'api'] },
  { name: 'build', command: ['node', 'scripts/build.mjs'], after: ['typecheck'] },
  {
    name: 'unit and component tests',
    command: [
      ...['npx', 'lerna', 'run', 'test', '--concurrency', '2'],
      ...['--ignore', 'api', '--ignore', 'e2e', '--ignore', 'bench'],
    ],
    after: ['typecheck', 'API tests'],
  },
  {
    name: 'browser tests',
    command: ['npm', 'test', '-w', 'e2e'],
    after: ['build', 'unit and component tests'],
  },
  // Three mongods, two API instances and the shell (about 2.5 GB, 2-3 minutes with the build
  // done): last, alone, since it kills processes and measures outages.
  { name: 'cluster test', command: ['npm', 'run', 'test:cluster'], after: ['browser tests'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();
/** @type {Map<string, { code: number, ms: number }>} */
const finished = new Map();
const started = Date.now();
let failed = false;

function run(step) {
  return new Promise((resolve) => {
    const [executable, ...args] = step.command;
    const child = spawn(executable, args, {
      cwd: repoRoot,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.set(step.name, child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const stepStarted = Date.now();
    console.log(`▶ ${step.name}: ${step.command.join(' ')}`);
    const done = (code) => {
      running.delete(step.name);
      const ms = Date.now() - stepStarted;
      finished.set(step.name, { code, ms });
      if (!failed) {
        process.stdout.write(`\n──── ${step.name} ────\n${Buffer.concat(output).toString()}`);
        console.log(
          `■ ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
        );
      }
      resolve(code);
    };
    child.once('error', () => done(127));
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function summary() {
  return STEPS.filter(({ name }) => finished.has(name))
    .map(({ name }) => {
      const { code, ms } = /** @type {{ code: number, ms: number }} */ (finished.get(name));
      return `  ${name.padEnd(32)} ${seconds(ms)}${code === 0 ? '' : '  FAILED'}`;
    })
    .join('\n');
}

/** Stops every step still running (each is its own process group) after a failure. */
function stopAll() {
  for (const child of running.values()) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** @type {Map<string, Promise<number>>} */
const outcomes = new Map();
function outcome(step) {
  if (!outcomes.has(step.name)) {
    outcomes.set(
      step.name,
      (async () => {
        for (const name of step.after ?? []) {
          const before = STEPS.find((candidate) => candidate.name === name);
          if ((await outcome(/** @type {Step} */ (before))) !== 0) return -1;
        }
        if (failed) return -1;
        const code = await run(step);
        if (code !== 0 && !failed) {
          failed = true;
          console.log(`\nnpm test stopped at "${step.name}".`);
          stopAll();
          console.log(summary());
          process.exit(code);
        }
        return code;
      })(),
    );
  }
  return /** @type {Promise<number>} */ (outcomes.get(step.name));
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(1);
  });

await Promise.all(STEPS.map(outcome));
console.log(`\nnpm test passed in ${seconds(Date.now() - started)}\n${summary()}`);
