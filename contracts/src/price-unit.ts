/**
 * The unit a tour's price is quoted per. One rule everywhere (the spec's detail card used a
 * different one; that was a defect): a private boat is hired whole, so it costs per boat,
 * while a seat on a shared boat is sold per person; scooter rentals per day, transfers per
 * transfer, everything else per person.
 */
export type PriceUnit = 'boat' | 'day' | 'transfer' | 'person';
export function priceUnitFor(category: string, isPrivate: boolean): PriceUnit {
  if (category.includes('boat-tour')) return isPrivate ? 'boat' : 'person';
  if (category === 'rent-scooter') return 'day';
  if (category === 'private-transfer') return 'transfer';
  return 'person';
}
