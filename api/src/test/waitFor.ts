interface Polling {
  /** How long to keep asking before the wait fails. */
  timeoutMs?: number;
  /** The pause between two questions. */
  everyMs?: number;
}

/**
 * Asks `read` again and again until it answers something truthy (a stored record, `true`) and
 * returns that answer; throws, naming `what` it waited for, when `timeoutMs` has passed. For
 * what another part does in its own time: the outbox's worker, a change stream, a restart.
 */
export async function waitFor<T>(
  read: () => Promise<T | null | undefined | false>,
  what: string,
  { timeoutMs = 10_000, everyMs = 100 }: Polling = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await read();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
