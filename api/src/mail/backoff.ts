/** The longest wait between two attempts, however many failed before. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** How the worker retries: how often, and how long it waits after the first failure. */
export interface RetryPolicy {
  maxAttempts: number;
  firstRetryMs: number;
}

/** The wait after failed attempt `attempt` (1-based): the first wait, doubled each time, capped. */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}
