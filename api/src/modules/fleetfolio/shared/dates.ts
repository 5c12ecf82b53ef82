/** A calendar day `YYYY-MM-DD` stored as UTC midnight, so it reads back as the same day. */
export const dayToDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

export const dateToDay = (date: Date | null | undefined) =>
  date ? date.toISOString().slice(0, 10) : '';
