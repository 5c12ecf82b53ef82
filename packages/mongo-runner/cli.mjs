#!/usr/bin/env node
// Starts one mongod (or an N-member replica set), prints its URI and keeps it running until Ctrl-C.
import { parseArgs } from 'node:util';
import { startMongo, startReplicaSet } from './index.mjs';

const { values } = parseArgs({
  options: {
    dbpath: { type: 'string' },
    port: { type: 'string' },
    members: { type: 'string' },
    'no-replset': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const members = values.members ? Number(values.members) : 1;
const mongo =
  members > 1
    ? await startReplicaSet({ members, verbose: values.verbose })
    : await startMongo({
        dbPath: values.dbpath,
        port: values.port ? Number(values.port) : undefined,
        replSet: !values['no-replset'],
        verbose: values.verbose,
      });
console.error(`[mongo-runner] mongod from ${mongo.source} is ready`);
console.log(mongo.uri);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => mongo.stop().then(() => process.exit(0)));
