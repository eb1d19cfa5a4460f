/**
 * The rows of a long ordered read, one batch at a time: each batch is one short query that goes
 * on after the last row of the one before (keyset pagination), so no connection or snapshot is
 * held while a slow client reads, and each batch costs what the first one does (no OFFSET).
 * The next batch is read only when the consumer asks for it.
 */
export async function* keysetBatches<Row, Key>(
  batch: (after: Key | null, size: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  size: number,
): AsyncGenerator<readonly Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await batch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
