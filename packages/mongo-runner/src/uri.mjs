/**
 * The same server URI pointed at another database: `mongodb://h:1/?replicaSet=rs0` + `shop`
 * → `mongodb://h:1/shop?replicaSet=rs0`.
 * @param {string} uri @param {string} database
 */
export function withDatabase(uri, database) {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)\/?([^?]*)(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`not a MongoDB connection string: ${uri}`);
  return `${match[1]}/${database}${match[3] ?? ''}`;
}
