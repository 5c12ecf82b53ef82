// Turns a fresh mongod into a one-node replica set (transactions and change streams need one).
import { MongoClient } from 'mongodb';

export const REPLICA_SET = 'rs0';
const NOT_YET_INITIALIZED = 94;
const NOT_A_MEMBER = 93;
const PRIMARY_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {import('mongodb').Db} admin @param {string} host */
async function initiateOrRepoint(admin, host) {
  try {
    await admin.command({ replSetGetStatus: 1 });
  } catch (caught) {
    const error = /** @type {{ code?: number }} */ (caught);
    if (error?.code === NOT_YET_INITIALIZED) {
      await admin.command({ replSetInitiate: { _id: REPLICA_SET, members: [{ _id: 0, host }] } });
      return;
    }
    if (error?.code !== NOT_A_MEMBER) throw error;
  }
  // A persistent data folder started on another port still names the old host: repoint it.
  const { config } = await admin.command({ replSetGetConfig: 1 });
  if (config.members.length === 1 && config.members[0].host !== host) {
    const members = [{ ...config.members[0], host }];
    await admin.command({
      replSetReconfig: { ...config, members, version: config.version + 1 },
      force: true,
    });
  }
}

/** @param {number} port */
export async function ensureReplicaSet(port) {
  const host = `127.0.0.1:${port}`;
  const client = new MongoClient(`mongodb://${host}/?directConnection=true`, {
    serverSelectionTimeoutMS: 10_000,
  });
  try {
    const admin = client.db('admin');
    await initiateOrRepoint(admin, host);
    const deadline = Date.now() + PRIMARY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const hello = await admin.command({ hello: 1 });
      if (hello.isWritablePrimary) return;
      await sleep(200);
    }
    throw new Error(
      `replica set ${REPLICA_SET} on ${host} has no writable primary after ${PRIMARY_TIMEOUT_MS / 1000} s`,
    );
  } finally {
    await client.close();
  }
}
