/** Previous/next in the lightbox wrap around at both ends (SPEC section 4). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The 'i / n' counter, one-based. */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** The photo a `?photo=` value names (one-based, as the links write it), as an index; null when it names none. */
export function photoIndexFrom(value: string | null, count: number): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : null;
}

/** The page's query with the lightbox open at `index` (null: shut), the other parameters kept. */
export function withPhoto(params: URLSearchParams, index: number | null): URLSearchParams {
  const out = new URLSearchParams(params);
  if (index === null) out.delete('photo');
  else out.set('photo', String(index + 1));
  return out;
}
