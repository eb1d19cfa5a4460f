const SHORT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A YYYY-MM-DD day as the booking card and the tour cards name it: "Sat 12 Jun". */
export function shortDate(date: string): string {
  return SHORT.format(new Date(`${date}T00:00:00Z`));
}
