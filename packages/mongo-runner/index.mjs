export { startMongo } from './src/start.mjs';
export { startReplicaSet } from './src/cluster.mjs';
export { withDatabase } from './src/uri.mjs';
export { freePort } from './src/free-port.mjs';
