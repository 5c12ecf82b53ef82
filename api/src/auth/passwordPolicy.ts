import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/errors';

/** Why a new password is refused, beyond the length rule of the shared schemas. */
export const WEAK_PASSWORD_MESSAGES = {
  common:
    'This password is a common password, or built on one, that attackers try first. Choose a less common one.',
  personal:
    'This password is built on your name, company or email address, which others can guess. Choose another one.',
  predictable:
    'This password is made of repeats, sequences or keyboard patterns that are easy to guess. Choose a less predictable one.',
} as const;

/**
 * zxcvbn's scores run 0-4; below 2 a password falls to fewer than a million guesses (the common
 * lists, repeats, sequences, keyboard runs and small variations of them).
 */
const MIN_SCORE = 2;

let checker: ZxcvbnFactory | undefined;

/** Built on first use: the common-password lists take a moment to load. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

const fromList = (match: MatchExtended, list: string) =>
  match.pattern === 'dictionary' && match.dictionaryName === list;

/** The words of the account's own details, which a password must not be built on. */
function personalWords(details: readonly string[]): string[] {
  return details
    .flatMap((detail) => detail.toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => word.length >= 3);
}

/**
 * Why `password` is too easy to guess, or undefined when it is not: it is (or is built on) an
 * entry of the common-password list of @zxcvbn-ts/language-common, on the account's own
 * details, or on repeats, sequences and keyboard patterns.
 */
function weakPasswordReason(
  password: string,
  details: readonly string[] = [],
): keyof typeof WEAK_PASSWORD_MESSAGES | undefined {
  const result = zxcvbn().check(password, personalWords(details));
  if (result.score >= MIN_SCORE) return undefined;
  if (result.sequence.some((match) => fromList(match, 'userInputs'))) return 'personal';
  if (result.sequence.some((match) => fromList(match, 'passwords-common'))) return 'common';
  return 'predictable';
}

/** The message refusing `password`, or undefined when it may be used. */
export function weakPasswordMessage(password: string, details: readonly string[] = []) {
  const reason = weakPasswordReason(password, details);
  return reason ? WEAK_PASSWORD_MESSAGES[reason] : undefined;
}

/**
 * Refuses a new password (registration, reset) that is easy to guess with a 400 naming the
 * field; `details` are the account's email, names and company.
 */
export function refuseWeakPassword(
  password: string,
  details: readonly string[],
  field = 'password',
): void {
  const message = weakPasswordMessage(password, details);
  if (message) throw badRequest(message, { [field]: message });
}
