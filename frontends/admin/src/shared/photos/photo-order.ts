/** The list with the item at `from` moved to `to` (both clamped to the list); the first photo is the cover. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The list with the item at `index` first: the page shows the first photo as the cover. */
export function makeCover<T>(items: readonly T[], index: number): T[] {
  return moveItem(items, index, 0);
}

/** Each item with a key that stays with it when the list is reordered (a URL may be listed twice). */
export function keyedByOccurrence(items: readonly string[]): Array<{ item: string; key: string }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = seen.get(item) ?? 0;
    seen.set(item, n + 1);
    return { item, key: `${item}#${n}` };
  });
}
