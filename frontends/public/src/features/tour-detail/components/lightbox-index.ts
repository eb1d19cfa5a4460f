/** Previous/next in the lightbox wrap around at both ends (SPEC section 4). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The 'i / n' counter, one-based. */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}
