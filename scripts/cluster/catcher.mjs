#!/usr/bin/env node
// A standalone SMTP catcher for the cluster test: accepts every message on 127.0.0.1:<port>
// and prints one line per message, `mail <Message-ID> <subject>`, so the test counts at the
// receiving end what the API instances delivered. Stopping it (SIGKILL) is "SMTP is down".
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  process.stderr.write('usage: catcher.mjs <port>\n');
  process.exit(2);
}

/** The header block of a message (everything before the first empty line). */
function headersOf(text) {
  const end = text.search(/\r?\n\r?\n/);
  return (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
}

const header = (headers, name) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 30 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const headers = headersOf(Buffer.concat(chunks).toString('utf8'));
      process.stdout.write(`mail ${header(headers, 'Message-ID')} ${header(headers, 'Subject')}\n`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close(() => process.exit(0)));
