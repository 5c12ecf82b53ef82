export { startMongo } from './src/start.mjs';
export { withDatabase } from './src/uri.mjs';
