import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MongoClient } from 'mongodb';
import { startReplicaSet } from '../index.mjs';

let set;
before(async () => {
  delete process.env.MONGODB_URI;
  set = await startReplicaSet({ members: 3, log: () => {} });
});
after(() => set?.stop());

async function insertedWithTransaction(client, value) {
  const items = client.db('cluster_test').collection('items');
  await client.withSession((session) =>
    session.withTransaction(() => items.insertOne({ value }, { session })),
  );
  return items.countDocuments({ value });
}

test('a three-member set elects a new primary after a step-down and after its primary is killed', async () => {
  assert.equal(set.members.length, 3);
  assert.match(set.uri, /^mongodb:\/\/(127\.0\.0\.1:\d+,){2}127\.0\.0\.1:\d+\/\?replicaSet=rs0$/);
  const client = new MongoClient(set.uri, { serverSelectionTimeoutMS: 30_000 });
  try {
    assert.equal(await insertedWithTransaction(client, 'first'), 1);
    const first = await set.primary();
    await first.stepDown(30);
    const second = await set.primary();
    assert.notEqual(second.index, first.index);
    assert.equal(await insertedWithTransaction(client, 'after step-down'), 1);
    await second.kill();
    assert.equal(second.running, false);
    const third = await set.primary();
    assert.notEqual(third.index, second.index);
    assert.equal(await insertedWithTransaction(client, 'after kill'), 1);
    assert.equal(await client.db('cluster_test').collection('items').countDocuments(), 3);
  } finally {
    await client.close();
  }
});
