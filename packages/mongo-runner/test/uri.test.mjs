import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withDatabase } from '../src/uri.mjs';
import { toWindowsPath } from '../src/wine.mjs';

test('withDatabase puts the database name before the options', () => {
  assert.equal(
    withDatabase('mongodb://127.0.0.1:1/?replicaSet=rs0', 'shop'),
    'mongodb://127.0.0.1:1/shop?replicaSet=rs0',
  );
  assert.equal(withDatabase('mongodb://a:1,b:2/old', 'shop'), 'mongodb://a:1,b:2/shop');
  assert.equal(
    withDatabase('mongodb+srv://user:pw@cluster.example', 'shop'),
    'mongodb+srv://user:pw@cluster.example/shop',
  );
  assert.throws(() => withDatabase('http://x', 'shop'), /not a MongoDB connection string/);
});

test('toWindowsPath maps the Unix root to drive Z', () => {
  assert.equal(toWindowsPath('/tmp/data/db'), 'Z:\\tmp\\data\\db');
});
