// A mongod and the built API (`npm run build -w api` first) on free ports, for a benchmark run
// on its own (`node bench/<name>.mjs`) rather than inside `npm run bench`'s whole site.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, startMongo } from '@freight/mongo-runner';

const apiServer = fileURLToPath(new URL('../api/dist/server.js', import.meta.url));

async function waitForHealth(apiUrl, api) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(new URL('/api/health', apiUrl))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /api/health');
}

/**
 * Runs `work({ apiUrl, mongo })` against a new mongod and API using `database`, then stops both.
 * @template T
 * @param {string} database
 * @param {(site: { apiUrl: string, mongo: { mongoUri: string, database: string } }) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withStandaloneApi(database, work) {
  const mongo = await startMongo({ log: () => {} });
  const [port, mailCatcher] = [await freePort(), await freePort()];
  const api = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      MONGODB_URI: mongo.uri,
      MONGODB_DB_NAME: database,
      MAIL_CATCHER_PORT: String(mailCatcher),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(apiUrl, api);
    return await work({ apiUrl, mongo: { mongoUri: mongo.uri, database } });
  } finally {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill();
      await exited;
    }
    await mongo.stop();
  }
}
