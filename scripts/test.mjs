#!/usr/bin/env node
// `npm test`: every check of the repository, in order, stopping at the first failure.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/paths.mjs';

const STEPS = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  {
    name: 'unit, component and API tests',
    command: [
      'npx',
      'lerna',
      'run',
      'test',
      '--concurrency',
      '1',
      '--ignore',
      'e2e',
      '--ignore',
      'bench',
    ],
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'browser tests', command: ['npm', 'test', '-w', 'e2e'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run([executable, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(executable, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const timings = [];
const started = Date.now();
for (const step of STEPS) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const stepStarted = Date.now();
  const code = await run(step.command);
  timings.push(
    `  ${step.name.padEnd(32)} ${seconds(Date.now() - stepStarted)}${code === 0 ? '' : '  FAILED'}`,
  );
  console.log(
    `■ ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(Date.now() - stepStarted)}`,
  );
  if (code !== 0) {
    console.log(`\nnpm test stopped at "${step.name}".\n${timings.join('\n')}`);
    process.exit(code);
  }
}
console.log(`\nnpm test passed in ${seconds(Date.now() - started)}\n${timings.join('\n')}`);
