/**
 * A date the api accepts for a booking request, `daysAfterFirst` days after the first one: 40
 * days after today, far from any cut-off at whatever hour the suite runs.
 */
export async function requestableDate(_baseUrl: string, daysAfterFirst = 0): Promise<string> {
  return new Date(Date.now() + (40 + daysAfterFirst) * 86_400_000).toISOString().slice(0, 10);
}
