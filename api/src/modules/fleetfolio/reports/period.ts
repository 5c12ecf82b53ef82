/** The calendar year [start, end) in UTC. */
export const yearRange = (year: number) => ({
  start: new Date(Date.UTC(year, 0, 1)),
  end: new Date(Date.UTC(year + 1, 0, 1)),
});

export const monthKey = (date: Date) => date.toISOString().slice(0, 7);
