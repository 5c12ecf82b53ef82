import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { MongoClient } from 'mongodb';
import { startMongo } from '../index.mjs';

const log = () => {};
let dbPath;

before(async () => {
  delete process.env.MONGODB_URI;
  dbPath = await mkdtemp(path.join(os.tmpdir(), 'runner-test-'));
});
after(() => rm(dbPath, { recursive: true, force: true }));

async function countAfterTransaction(uri) {
  const client = new MongoClient(uri);
  try {
    const items = client.db('runner_test').collection('items');
    await client.withSession((session) =>
      session.withTransaction(() => items.insertOne({ at: new Date() }, { session })),
    );
    return await items.countDocuments();
  } finally {
    await client.close();
  }
}

test('a started replica set takes transactions and keeps data in a given dbPath across restarts', async () => {
  const first = await startMongo({ dbPath, log });
  try {
    assert.match(first.uri, /^mongodb:\/\/127\.0\.0\.1:\d+\/\?replicaSet=rs0$/);
    assert.equal(await countAfterTransaction(first.uri), 1);
  } finally {
    await first.stop();
  }
  const second = await startMongo({ dbPath, log });
  try {
    assert.notEqual(second.port, undefined);
    assert.equal(await countAfterTransaction(second.uri), 2);
  } finally {
    await second.stop();
  }
  const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 500 });
  await assert.rejects(client.connect());
  await client.close();
});

test('MONGODB_URI is used as is and stop leaves that server alone', async () => {
  process.env.MONGODB_URI = 'mongodb://example.invalid:27017/?replicaSet=rs0';
  try {
    const mongo = await startMongo({ log });
    assert.equal(mongo.uri, process.env.MONGODB_URI);
    assert.equal(mongo.source, 'MONGODB_URI');
    await mongo.stop();
  } finally {
    delete process.env.MONGODB_URI;
  }
});

/**
 * SIGKILLs every process whose command line serves `port`. Without a shell around pgrep, and
 * past a match that is gone by the time it is killed: CI once listed such a pid first (ESRCH).
 */
function killMongod(port) {
  const pids = execFileSync('pgrep', ['-f', '--', `--port ${port} `])
    .toString()
    .trim()
    .split('\n');
  const killed = pids.filter((pid) => {
    try {
      process.kill(Number(pid), 'SIGKILL');
      return true;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH') return false;
      throw error;
    }
  });
  assert.ok(killed.length > 0, `no mongod left on port ${port}`);
}

/** Inserts a document, kills the server and counts the document again once it is back. */
async function countAfterCrash(mongo) {
  const client = new MongoClient(mongo.uri);
  try {
    const items = client.db('runner_test').collection('items');
    await items.insertOne({ kept: true });
    killMongod(mongo.port);
    return await items.countDocuments({ kept: true });
  } finally {
    await client.close();
    await mongo.stop();
  }
}

test('a mongod that dies is started again on the same port with the data of a given dbPath', async () => {
  const crashPath = await mkdtemp(path.join(os.tmpdir(), 'runner-crash-'));
  try {
    assert.equal(await countAfterCrash(await startMongo({ dbPath: crashPath, log })), 1);
  } finally {
    await rm(crashPath, { recursive: true, force: true });
  }
});

test('a temporary mongod that dies stays down and reports how it died', async () => {
  const mongo = await startMongo({ log });
  try {
    assert.equal(mongo.crash(), undefined);
    killMongod(mongo.port);
    const client = new MongoClient(mongo.uri, { serverSelectionTimeoutMS: 3_000 });
    try {
      await assert.rejects(client.db('admin').command({ ping: 1 }));
    } finally {
      await client.close();
    }
    const crash = mongo.crash();
    assert.ok(crash);
    assert.notEqual(crash.code, 0);
    assert.ok(Array.isArray(crash.lastLines));
  } finally {
    await mongo.stop();
  }
});
