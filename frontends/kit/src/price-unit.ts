/**
 * The unit a tour's price is quoted per. One rule everywhere (the spec's detail card used a
 * different one; that was a defect): boat tours per boat, scooter rentals per day,
 * transfers per transfer, everything else per person.
 */
export type PriceUnit = 'boat' | 'day' | 'transfer' | 'person';
export function priceUnitFor(category: string): PriceUnit {
  if (category.includes('boat-tour') || category === 'boat-tours') return 'boat';
  if (category === 'rent-scooter') return 'day';
  if (category === 'private-transfer') return 'transfer';
  return 'person';
}
