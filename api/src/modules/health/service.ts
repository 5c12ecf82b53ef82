import mongoose from 'mongoose';
import { isDatabaseUp } from '../../db/connection';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptimeSeconds: number;
}

const PING_TIMEOUT_MS = 2000;

async function pingDatabase(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!isDatabaseUp() || !db) return false;
  const timeout = new Promise<false>((resolve) =>
    setTimeout(resolve, PING_TIMEOUT_MS, false).unref(),
  );
  const ping = db.command({ ping: 1 }).then(
    () => true,
    () => false,
  );
  return Promise.race([ping, timeout]);
}

export async function healthStatus(): Promise<Health> {
  const up = await pingDatabase();
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    uptimeSeconds: Math.round(process.uptime()),
  };
}
