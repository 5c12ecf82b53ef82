import { OUTBOX_HIDDEN_TEXT } from '@freight/contracts';

/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextPart = { text: string } | { text: string; href: string };

// An address runs to the next space, quote or angle bracket.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address ('see https://x.test/a.').
const TRAILING = /[.,;:!?]+$/;

/** Drops trailing punctuation, and a closing bracket the address did not open. */
function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, '');
  while (address.endsWith(')') && !address.slice(0, -1).includes('(')) {
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

/**
 * The address as a link target when it is a well-formed http(s) URL, else null; also null for
 * a link whose token the API hid, which could only lead to 'Review Not Available'.
 */
function webHref(address: string): string | null {
  if (address.includes(OUTBOX_HIDDEN_TEXT)) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a plain-text message into text and http(s) links, so the links staff see in Sent Mail
 * (the site, a tracking page, an invoice) can be opened. Anything else (mailto:, javascript:, a
 * malformed address, a confirmation or review link whose token the API hid) stays text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = webHref(address);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index) });
    parts.push({ text: address, href });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom) });
  return parts;
}
