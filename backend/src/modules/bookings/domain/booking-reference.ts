/**
 * The short reference a traveller and the staff quote for a request: the first group of its id,
 * in capitals ("3F2A9C1B"). A label to read out, not a key: look requests up by id.
 */
export function bookingReference(id: string): string {
  return id.split('-')[0]!.toUpperCase();
}
