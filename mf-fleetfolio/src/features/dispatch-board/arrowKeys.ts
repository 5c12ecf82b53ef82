import type { KeyboardEvent } from 'react';

const BAR = 'button[data-bar]';

/** The bar of `row` whose first column is nearest `column`. */
function nearest(row: Element, column: number): HTMLElement | undefined {
  const bars = [...row.querySelectorAll<HTMLElement>(BAR)];
  return bars.sort(
    (a, b) =>
      Math.abs(Number(a.dataset.column) - column) - Math.abs(Number(b.dataset.column) - column),
  )[0];
}

/**
 * Arrow keys between the board's trip bars (Tab reaches each of them too): Left and Right to
 * the previous and next bar, Up and Down to the nearest bar in the row of bars above or below.
 */
export function moveBetweenBars(event: KeyboardEvent<HTMLElement>) {
  const current = (event.target as HTMLElement).closest<HTMLElement>(BAR);
  if (!current) return;
  const table = event.currentTarget;
  let target: HTMLElement | undefined;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const bars = [...table.querySelectorAll<HTMLElement>(BAR)];
    target = bars[bars.indexOf(current) + (event.key === 'ArrowRight' ? 1 : -1)];
  } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const rows = [...table.querySelectorAll('tr')].filter((row) => row.querySelector(BAR));
    const here = rows.indexOf(current.closest('tr')!);
    const row = rows[here + (event.key === 'ArrowDown' ? 1 : -1)];
    target = row ? nearest(row, Number(current.dataset.column)) : undefined;
  } else return;
  event.preventDefault();
  target?.focus();
}
