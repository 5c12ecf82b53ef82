/**
 * The comparison form of a place name: lower case, no accents, no dots or apostrophes,
 * hyphens as spaces, single spaces. 'St. Louis' and 'st louis' compare equal.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[-_/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SAME_WORDS: ReadonlyArray<[string, string]> = [
  ['st', 'saint'],
  ['ft', 'fort'],
  ['mt', 'mount'],
];

/** The normalized name plus the spellings a visitor may type for it ('st louis' / 'saint louis'). */
export function nameKeys(name: string): string[] {
  const key = normalizeName(name);
  const keys = [key];
  for (const [short, long] of SAME_WORDS) {
    if (key.startsWith(`${short} `)) keys.push(`${long} ${key.slice(short.length + 1)}`);
    if (key.startsWith(`${long} `)) keys.push(`${short} ${key.slice(long.length + 1)}`);
  }
  return keys;
}

const COUNTRY_SUFFIX = /(,|\s)\s*(united states( of america)?|usa|us)\s*$/i;

/** Text without a trailing country name ('Chicago, Illinois, United States' → 'Chicago, Illinois'). */
export function withoutCountry(text: string): string {
  return text.replace(COUNTRY_SUFFIX, '').trim();
}
