// The cluster test's scenarios (issue 18 item 5). Each takes the running cluster, prints its
// figures and records checks: `check(name, passed, detail)`.
import { call, quote, visitorAddress } from './client.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** X-Forwarded-For of a call straight to an API instance, as the shell would have sent it. */
const direct = (address) => `${address}, 127.0.0.1`;

/**
 * @typedef {object} Cluster
 * @property {ReturnType<typeof import('./services.mjs').apiInstance>} a
 * @property {ReturnType<typeof import('./services.mjs').apiInstance>} b
 * @property {{ url: string }} shell
 * @property {ReturnType<typeof import('./services.mjs').smtpCatcher>} catcher
 * @property {import('@freight/mongo-runner').RunningReplicaSet} set
 * @property {import('mongodb').Db} db
 * @property {{ username: string, password: string }} admin
 * @property {(line: string) => void} print
 * @property {(name: string, passed: boolean, detail?: string) => void} check
 */

async function waitUntil(read, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await read()) return true;
    await sleep(250);
  }
  return false;
}

/** How many values of `field` in `collection` occur more than once. */
async function repeated(db, collection, field) {
  const groups = await db
    .collection(collection)
    .aggregate([
      { $group: { _id: `$${field}`, count: { $sum: 1 } } },
      { $match: { count: { $gt: 1 } } },
    ])
    .toArray();
  return groups.length;
}

/** A and B started at the same moment on the empty database: it is seeded once, one admin. */
export async function startedTogether({ db, admin, print, check }, startMs) {
  const singletons = {
    company_settings: await db.collection('company_settings').countDocuments(),
    fleet_stats: await db.collection('fleet_stats').countDocuments(),
    admins: await db.collection('admins').countDocuments({ username: admin.username }),
  };
  const lists = {
    services: await db.collection('services').countDocuments(),
    testimonials: await db.collection('testimonials').countDocuments(),
    blog_posts: await db.collection('blog_posts').countDocuments(),
  };
  const repeats =
    (await repeated(db, 'services', 'name')) +
    (await repeated(db, 'testimonials', 'clientName')) +
    (await repeated(db, 'blog_posts', 'slug'));
  print(
    `A and B started at once on the empty database, both answering in ${seconds(startMs)}: ${JSON.stringify(singletons)}, lists ${JSON.stringify(lists)}, rows seeded twice: ${repeats}`,
  );
  check(
    'two instances starting together seed the database once',
    Object.values(singletons).every((count) => count === 1) &&
      Object.values(lists).every((count) => count > 0) &&
      repeats === 0,
  );
}

/** (a) Ten wrong passwords spread over A and B, from one address: the 11th gets 429. */
export async function limitAcrossInstances({ a, b, admin, print, check }) {
  const visitor = direct('203.0.113.50');
  const attempt = (instance, password) =>
    call(instance.url, '/api/admin/login', {
      method: 'POST',
      body: { username: admin.username, password },
      visitor,
    });
  const statuses = [];
  for (let n = 0; n < 10; n += 1) {
    const instance = n % 2 ? b : a;
    statuses.push(`${instance.name}:${(await attempt(instance, `wrong-${n}`)).status}`);
  }
  const eleventh = await attempt(a, 'wrong-10');
  const rightPassword = await attempt(b, admin.password);
  print(`(a) 10 wrong passwords alternating A and B: ${statuses.join(' ')}`);
  print(
    `(a) 11th (A): ${eleventh.status}, Retry-After ${eleventh.headers?.get('retry-after')} s; then the right password (B): ${rightPassword.status}`,
  );
  check(
    '(a) a limit spread over both instances holds at its number',
    statuses.every((entry) => entry.endsWith(':401')) &&
      eleventh.status === 429 &&
      Boolean(eleventh.headers?.get('retry-after')) &&
      rightPassword.status === 429,
  );
}

/** The outbox entries of the quotes from `emails`: the staff notification, the confirmation. */
const quoteMails = (emails) => ({
  $or: [{ replyTo: { $in: emails } }, { to: { $in: emails } }],
});

/**
 * (c, first half) SMTP down: quotes submitted through A are stored and answered at once. Answers
 * the quotes' addresses and how many mails they queued (each quote notifies the staff and, when
 * its answer says so, confirms to the shipper).
 */
export async function quotesWhileSmtpIsDown({ a, catcher, db, print, check }) {
  await catcher.kill();
  const markers = Array.from({ length: 5 }, (_, n) => `smtp-down-${n}`);
  const answers = [];
  for (const [n, marker] of markers.entries()) {
    answers.push(
      await call(a.url, '/api/quotes', {
        method: 'POST',
        body: quote(marker),
        visitor: direct(visitorAddress(1000 + n)),
      }),
    );
  }
  const emails = markers.map((marker) => `${marker}@cluster.test`);
  const confirmations = answers.filter((answer) => answer.body?.confirmationMailed).length;
  const mails = emails.length + confirmations;
  const tried = await waitUntil(
    async () =>
      (await db
        .collection('mail_outbox')
        .countDocuments({ ...quoteMails(emails), state: 'retrying' })) === mails,
    30_000,
  );
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  print(
    `(c) SMTP down; ${answers.length} quotes through A: ${answers.map((answer) => answer.status).join(' ')}, slowest answer ${slowest} ms; ${mails} mails (${emails.length} notifications, ${confirmations} confirmations) queued and retrying: ${tried}`,
  );
  check(
    '(c) quotes are stored while SMTP is down, the visitor not waiting for it',
    answers.every((answer) => answer.status === 201) && confirmations === emails.length && tried,
  );
  return { emails, mails };
}

/**
 * (b) A client signed in through A keeps the session when A is killed and B answers. Answers the
 * client's address and the mails its registration queued (the confirmation link).
 */
export async function sessionSurvivesInstance({ a, shell, print, check }) {
  const email = `client-${Date.now()}@cluster.test`;
  const registered = await call(a.url, '/api/client-portal/register', {
    method: 'POST',
    body: {
      email,
      password: 'a long cluster password 1',
      companyName: 'Cluster Shipper',
      contactName: 'Casey Client',
    },
    visitor: direct('203.0.113.60'),
  });
  const cookie = registered.cookies.join('; ');
  const onA = await call(a.url, '/api/client-portal/me', { cookie });
  await a.kill();
  const killedAt = Date.now();
  const throughShell = await call(shell.url, '/api/client-portal/me', { cookie });
  const again = await call(shell.url, '/api/client-portal/me', { cookie });
  const withoutCookie = await call(shell.url, '/api/client-portal/me');
  print(
    `(b) registered through A: ${registered.status}; /me on A: ${onA.status}; A killed (SIGKILL); /me through the shell: ${throughShell.status} in ${throughShell.ms} ms, again ${again.status}; without the cookie ${withoutCookie.status}`,
  );
  check(
    '(b) the session outlives the instance that issued it',
    registered.status === 201 &&
      onA.status === 200 &&
      throughShell.status === 200 &&
      throughShell.body?.id === registered.body?.id &&
      again.status === 200 &&
      withoutCookie.status === 401,
    `${Date.now() - killedAt} ms after the kill`,
  );
  return { email, mails: registered.status === 201 ? 1 : 0 };
}

/** (c, second half) SMTP back, only B running: every mail queued through A arrives once. */
export async function mailDeliveredByTheSurvivor(
  { catcher, db, print, check },
  quotes,
  registration,
) {
  const outbox = db.collection('mail_outbox');
  const queued = await outbox
    .find({ $or: [quoteMails(quotes.emails), { to: registration.email }] })
    .toArray();
  const expected = new Set(queued.map((message) => message.messageId));
  const queuedThroughA = quotes.mails + registration.mails;
  const backAt = Date.now();
  await catcher.start();
  const arrived = () => new Set(catcher.received.map((mail) => mail.messageId));
  const allArrived = await waitUntil(
    async () => [...expected].every((id) => arrived().has(id)),
    180_000,
  );
  const deliveredAfter = Date.now() - backAt;
  const counts = new Map();
  for (const { messageId } of catcher.received)
    if (expected.has(messageId)) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  const lost = [...expected].filter((id) => !counts.has(id)).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  await sleep(1000);
  const states = await outbox
    .aggregate([
      { $match: { messageId: { $in: [...expected] } } },
      { $group: { _id: '$state', count: { $sum: 1 }, attempts: { $max: '$attempts' } } },
    ])
    .toArray();
  print(
    `(c) A killed, SMTP back, only B running: ${expected.size} messages in the outbox of the ${queuedThroughA} queued through A (${quotes.mails} for ${quotes.emails.length} quotes, ${registration.mails} for the registration), ${counts.size} delivered ${seconds(deliveredAfter)} after SMTP came back; lost ${lost}, sent twice ${twice}; outbox ${JSON.stringify(states)}`,
  );
  check(
    '(c) mail queued through a killed instance is delivered by another: 0 lost, 0 sent twice',
    expected.size === queuedThroughA && allArrived && lost === 0 && twice === 0,
  );
}

/** The longest time without a completed write in [from, to], from the 2xx completion times. */
function longestGap(completions, from, to) {
  const times = [from, ...completions.filter((time) => time > from && time < to), to];
  let longest = 0;
  for (let n = 1; n < times.length; n += 1) longest = Math.max(longest, times[n] - times[n - 1]);
  return longest;
}

/**
 * (d) 60 s of quotes through the shell while the primary is stepped down, then killed. Answers
 * the write outages (ms) after each event, for (e).
 */
export async function quotesThroughElections({ shell, set, db, print, check }, options = {}) {
  const durationMs = options.durationMs ?? 60_000;
  const workers = options.workers ?? 4;
  const started = Date.now();
  const answers = [];
  let n = 0;
  let running = true;
  const worker = async () => {
    while (running) {
      n += 1;
      const marker = `election-${n}`;
      const answer = await call(shell.url, '/api/quotes', {
        method: 'POST',
        body: quote(marker),
        visitor: visitorAddress(n),
      });
      answers.push({ ...answer, marker, retryAfter: answer.headers?.get('retry-after') });
    }
  };
  const traffic = Array.from({ length: workers }, worker);
  const events = {};
  await sleep(durationMs / 6);
  const first = await set.primary();
  events.stepDown = Date.now();
  await first.stepDown(60).catch(() => undefined);
  print(`(d) t=${seconds(events.stepDown - started)}: primary member ${first.index} stepped down`);
  await sleep(Math.max(0, started + durationMs / 2 - Date.now()));
  const second = await set.primary();
  events.kill = Date.now();
  await second.kill();
  print(`(d) t=${seconds(events.kill - started)}: primary member ${second.index} killed (SIGKILL)`);
  await sleep(Math.max(0, started + durationMs - Date.now()));
  running = false;
  await Promise.all(traffic);
  const third = await set.primary();

  const ok = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const failed = answers.filter((answer) => !(answer.status >= 200 && answer.status < 300));
  const byStatus = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const stored = await db
    .collection('quote_requests')
    .aggregate([
      { $match: { email: { $in: answers.map((answer) => `${answer.marker}@cluster.test`) } } },
      { $group: { _id: '$email', count: { $sum: 1 } } },
    ])
    .toArray();
  const storedCount = new Map(stored.map((entry) => [entry._id, entry.count]));
  const okStoredOnce = ok.filter(
    (answer) => storedCount.get(`${answer.marker}@cluster.test`) === 1,
  );
  const failedStored = failed.filter((answer) => storedCount.has(`${answer.marker}@cluster.test`));
  const duplicates = [...storedCount.values()].filter((count) => count > 1).length;
  const completions = ok.map((answer) => answer.startedAt + answer.ms).sort((x, y) => x - y);
  const outage = {
    stepDown: longestGap(completions, events.stepDown, events.kill),
    kill: longestGap(completions, events.kill, started + durationMs),
  };
  const unanswered = failed.filter((answer) => answer.status !== 503 || !answer.retryAfter);
  const lastTenSeconds = ok.filter((answer) => answer.startedAt > started + durationMs - 10_000);
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  print(
    `(d) ${answers.length} quotes in ${seconds(durationMs)} by ${workers} visitors at once: by status ${JSON.stringify(byStatus)}, slowest answer ${slowest} ms`,
  );
  print(
    `(d) write outage (longest time without a stored quote): ${seconds(outage.stepDown)} after the step-down, ${seconds(outage.kill)} after the kill; new primary: member ${third.index}`,
  );
  print(
    `(d) 2xx quotes in the database exactly once: ${okStoredOnce.length} of ${ok.length}; stored twice: ${duplicates}; answered non-2xx yet stored (committed before the answer failed): ${failedStored.length}; non-2xx that were not 503 with Retry-After: ${unanswered.length}; 2xx in the last 10 s: ${lastTenSeconds.length}`,
  );
  check(
    '(d) every 2xx quote is in the database exactly once',
    okStoredOnce.length === ok.length && duplicates === 0,
  );
  check(
    '(d) failures during the elections are 503 with Retry-After, never 500',
    unanswered.length === 0,
  );
  check('(d) writes resume with no manual step', lastTenSeconds.length > 0);
  return { events, outage, started, endedAt: started + durationMs };
}

/** (e) The purge ran exactly once per period across both instances. */
export async function purgeRanOncePerPeriod({ db, print, check }, periodMs, outages) {
  const runs = await db
    .collection('job_runs')
    .find({ job: 'purge-unclaimed-quote-documents' })
    .sort({ period: 1 })
    .toArray();
  const perPeriod = new Map();
  for (const run of runs) perPeriod.set(run.period, (perPeriod.get(run.period) ?? 0) + 1);
  const periods = [...perPeriod.keys()];
  const duplicates = [...perPeriod.values()].filter((count) => count > 1).length;
  const missing = [];
  for (let period = Math.min(...periods); period <= Math.max(...periods); period += 1)
    if (!perPeriod.has(period)) missing.push(period);
  // A period may pass unrun only while no instance could write (the elections of (d)).
  const duringOutage = (period) =>
    outages.some(
      ({ from, ms }) => period * periodMs < from + ms + periodMs && (period + 1) * periodMs > from,
    );
  const unexplained = missing.filter((period) => !duringOutage(period));
  const byInstance = {};
  for (const run of runs) byInstance[run.instance] = (byInstance[run.instance] ?? 0) + 1;
  const failedRuns = runs.filter((run) => run.outcome !== 'done').length;
  print(
    `(e) purge every ${seconds(periodMs)}: ${runs.length} runs over ${periods.length} periods (${Math.max(...periods) - Math.min(...periods) + 1} from first to last), two runs in one period: ${duplicates}; periods without a run: ${missing.length} (during the elections: ${missing.length - unexplained.length}); runs not done: ${failedRuns}; by instance ${JSON.stringify(Object.values(byInstance))}`,
  );
  // Runs by one instance alone would prove nothing about the lease between instances.
  check(
    '(e) the purge ran exactly once per period across both instances',
    runs.length > 0 &&
      Object.keys(byInstance).length >= 2 &&
      duplicates === 0 &&
      unexplained.length === 0,
  );
}
