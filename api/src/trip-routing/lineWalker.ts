import { geoInterpolate } from 'd3-geo';
import { greatCircleMiles, type LonLat } from './greatCircle';

/** A line addressed by miles from its start: the point at any distance along it. */
export class LineWalker {
  private readonly cumulative: number[] = [0];

  constructor(private readonly line: readonly LonLat[]) {
    for (let i = 1; i < line.length; i += 1) {
      const previous = this.cumulative[i - 1] as number;
      this.cumulative.push(previous + greatCircleMiles(line[i - 1] as LonLat, line[i] as LonLat));
    }
  }

  get miles(): number {
    return this.cumulative[this.cumulative.length - 1] as number;
  }

  pointAt(miles: number): LonLat {
    let low = 1;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) < miles) low = middle + 1;
      else high = middle;
    }
    const start = this.cumulative[low - 1] as number;
    const length = (this.cumulative[low] as number) - start;
    const from = this.line[low - 1] as LonLat;
    const to = this.line[low] as LonLat;
    if (length === 0) return from;
    return geoInterpolate(from, to)(Math.min(1, Math.max(0, (miles - start) / length))) as LonLat;
  }
}
