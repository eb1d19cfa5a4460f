/** A date the app accepts booking requests for (YYYY-MM-DD): 40 days after today, plus `daysAfterFirst`. */
export async function requestableDate(_baseUrl: string, daysAfterFirst = 0): Promise<string> {
  return new Date(Date.now() + (40 + daysAfterFirst) * 86_400_000).toISOString().slice(0, 10);
}
