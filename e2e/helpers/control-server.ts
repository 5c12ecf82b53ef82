import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface RemoteControl {
  startRemote(name: string): Promise<void>;
  stopRemote(name: string): Promise<void>;
}

const ROUTE = /^\/remotes\/(mf_[a-z]+)\/(start|stop)$/;

/**
 * A loopback HTTP endpoint in the runner process that lets tests (in worker processes)
 * stop and restart one remote's static server, e.g. for the outage test.
 */
export async function startControlServer(
  stack: RemoteControl,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const match = ROUTE.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, name, action] = match as unknown as [string, string, 'start' | 'stop'];
    try {
      await (action === 'stop' ? stack.stopRemote(name) : stack.startRemote(name));
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
