import { nameKeys, normalizeName } from './normalize';
import type { Place, ZipPlace } from './types';

interface NameEntry {
  key: string;
  place: Place;
}

/** First index whose value is not below `target` in a list sorted by `valueOf`. */
function lowerBound<T>(list: readonly T[], target: string, valueOf: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (valueOf(list[middle] as T) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function byPopulation(a: Place, b: Place): number {
  return b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Inserts `place` into `top` (sorted by population, at most `limit` long) if it ranks. */
function keepTop(top: Place[], place: Place, limit: number): void {
  const last = top[top.length - 1];
  if (top.length === limit && last && byPopulation(place, last) >= 0) return;
  let index = top.length;
  while (index > 0 && byPopulation(place, top[index - 1] as Place) < 0) index -= 1;
  top.splice(index, 0, place);
  if (top.length > limit) top.pop();
}

/**
 * Places and ZIP codes in sorted arrays: a prefix search is a binary search to the first
 * candidate and a scan while the prefix still matches.
 */
export class PlacesIndex {
  private readonly names: NameEntry[];
  private readonly zips: ZipPlace[];

  constructor(places: readonly Place[], zips: readonly ZipPlace[]) {
    this.names = places
      .flatMap((place) => nameKeys(place.name).map((key) => ({ key, place })))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.zips = [...zips].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  }

  /** Places whose name starts with `prefix`, most populous first, optionally only in `states`. */
  byNamePrefix(prefix: string, limit: number, states?: ReadonlySet<string>): Place[] {
    const top: Place[] = [];
    const seen = new Set<number>();
    this.scan(normalizeName(prefix), (entry) => {
      if (seen.has(entry.place.id) || (states && !states.has(entry.place.state))) return;
      seen.add(entry.place.id);
      keepTop(top, entry.place, limit);
    });
    return top;
  }

  /** Places named exactly `name`, most populous first, optionally only in `states`. */
  byName(name: string, states?: ReadonlySet<string>): Place[] {
    return this.collect(normalizeName(name), states).sort(byPopulation);
  }

  /** ZIP codes starting with the typed digits, in ZIP order. */
  byZipPrefix(digits: string, limit: number): ZipPlace[] {
    const found: ZipPlace[] = [];
    for (let i = lowerBound(this.zips, digits, (zip) => zip.zip); i < this.zips.length; i += 1) {
      const zip = this.zips[i] as ZipPlace;
      if (!zip.zip.startsWith(digits) || found.length === limit) break;
      found.push(zip);
    }
    return found;
  }

  zip(code: string): ZipPlace | undefined {
    return this.byZipPrefix(code, 1).find((zip) => zip.zip === code);
  }

  private collect(typed: string, states?: ReadonlySet<string>): Place[] {
    const found = new Map<number, Place>();
    this.scan(typed, (entry) => {
      if (entry.key === typed && (!states || states.has(entry.place.state))) {
        found.set(entry.place.id, entry.place);
      }
    });
    return [...found.values()];
  }

  /** Calls `visit` for every entry whose key starts with `typed`. */
  private scan(typed: string, visit: (entry: NameEntry) => void): void {
    if (typed === '') return;
    const start = lowerBound(this.names, typed, (entry) => entry.key);
    for (let i = start; i < this.names.length; i += 1) {
      const entry = this.names[i] as NameEntry;
      if (!entry.key.startsWith(typed)) break;
      visit(entry);
    }
  }
}
