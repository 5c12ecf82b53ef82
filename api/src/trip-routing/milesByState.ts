import type { StateMiles } from '@freight/contracts';
import type { UsState } from '../places';
import { STATE_BORDER_PRECISION_MILES, STATE_SAMPLE_MILES } from './constants';
import type { LonLat } from './greatCircle';
import { LineWalker } from './lineWalker';
import { stateAt } from './stateShapes';

interface Piece {
  miles: number;
  state?: UsState;
}

/** Where between two samples in different states the line crosses the border. */
function borderAt(walker: LineWalker, from: number, to: number, fromState?: UsState): number {
  let inside = from;
  let outside = to;
  while (outside - inside > STATE_BORDER_PRECISION_MILES) {
    const middle = (inside + outside) / 2;
    if (stateAt(walker.pointAt(middle), fromState?.code)?.code === fromState?.code) inside = middle;
    else outside = middle;
  }
  return (inside + outside) / 2;
}

/**
 * The line sampled about every STATE_SAMPLE_MILES; where two samples lie in different
 * states the border crossing is found by bisection.
 */
function piecesOf(line: readonly LonLat[]): Piece[] {
  const walker = new LineWalker(line);
  const count = Math.max(1, Math.ceil(walker.miles / STATE_SAMPLE_MILES));
  const step = walker.miles / count;
  const pieces: Piece[] = [];
  let state = stateAt(walker.pointAt(0));
  for (let k = 1; k <= count; k += 1) {
    const next = stateAt(walker.pointAt(k * step), state?.code);
    if (next?.code === state?.code) {
      pieces.push({ miles: step, state });
    } else {
      const border = borderAt(walker, (k - 1) * step, k * step, state);
      pieces.push(
        { miles: border - (k - 1) * step, state },
        { miles: k * step - border, state: next },
      );
    }
    state = next;
  }
  return pieces;
}

/**
 * Pieces over water or just outside the simplified coastline belong to the state the
 * line was last in (or the first one it reaches), so the parts add up to the whole.
 */
function attributeGaps(pieces: Piece[]): void {
  let last = pieces.find((piece) => piece.state)?.state;
  for (const piece of pieces) {
    if (piece.state) last = piece.state;
    else piece.state = last;
  }
}

/**
 * Miles driven in each state along a line, in the order the states are entered, scaled so
 * they add up to `totalMiles` (a road distance may be longer than the drawn line).
 */
export function milesByState(line: readonly LonLat[], totalMiles: number): StateMiles[] {
  if (line.length < 2) return [];
  const pieces = piecesOf(line);
  attributeGaps(pieces);
  const lineTotal = pieces.reduce((sum, piece) => sum + piece.miles, 0);
  if (lineTotal === 0) return [];
  const scale = totalMiles / lineTotal;
  const byState = new Map<string, StateMiles>();
  for (const piece of pieces) {
    if (!piece.state) continue;
    const entry = byState.get(piece.state.code) ?? {
      state: piece.state.code,
      name: piece.state.name,
      miles: 0,
    };
    entry.miles += piece.miles * scale;
    byState.set(piece.state.code, entry);
  }
  return [...byState.values()].map((entry) => ({
    ...entry,
    miles: Math.round(entry.miles * 10) / 10,
  }));
}
