import Joi from 'joi';

/** The longest address mail can be sent to (RFC 5321's path limit without its brackets). */
const EMAIL_MAX_LENGTH = 254;

/**
 * An email address as every form of the site accepts it: trimmed and lowercased (addresses
 * that differ only in case reach the same person, and accounts and limits are keyed by them),
 * at most `max` characters, checked for its form but not against a list of top-level domains,
 * which would refuse every new one. Each form adds its label, messages and presence.
 */
export function emailAddress(max = EMAIL_MAX_LENGTH): Joi.StringSchema {
  return Joi.string().trim().lowercase().max(max).email({ tlds: false });
}
