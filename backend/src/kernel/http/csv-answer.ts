import type { Context } from 'koa';
import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { Logger } from '../logger';

/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  readonly header: string;
  /** A number is written as it is; a text that starts like a formula is neutralised (see csvText); null or undefined is an empty cell. */
  readonly cell: (row: Row) => string | number | boolean | null | undefined;
}

/** A CSV file to stream: its name, its columns, and its rows in batches, produced as the client reads them. */
export interface CsvFile<Row> {
  readonly filename: string;
  readonly columns: readonly CsvColumn<Row>[];
  readonly batches: AsyncIterable<readonly Row[]>;
}

/** The file's text, batch by batch: the byte order mark and the header before the first (an empty file still has them). */
async function* csvText<Row>(first: IteratorResult<readonly Row[]>, rest: AsyncIterator<readonly Row[]>, columns: readonly CsvColumn<Row>[]): AsyncGenerator<Buffer> {
  const options: Options = {
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
    // OWASP's advice against formula injection: a text cell that starts with =, +, -, @, a tab or
    // a carriage return (or the full-width =, +, -, @ some spreadsheets fold to them) gets a
    // single quote in front, so `=HYPERLINK(...)` typed into a public form never runs on the
    // computer of whoever opens the file. A number is left alone: a negative figure stays one.
    escape_formulas: true,
    cast: { boolean: (b) => (b ? 'true' : 'false') },
  };
  const text = (batch: readonly Row[], opening: boolean) =>
    Buffer.from(stringify(batch.map((row) => columns.map((c) => c.cell(row) ?? '')), { ...options, bom: opening, header: opening }), 'utf8');
  // The next batch is read while this one is written and sent: two batches at most are in hand.
  const ahead = () => {
    const next = rest.next();
    // Awaited below, unless the client went away first: then its failure has nobody to tell.
    next.catch(() => undefined);
    return next;
  };
  let coming = first.done ? Promise.resolve(first) : ahead();
  yield text(first.done ? [] : first.value, true);
  for (let next = await coming; !next.done; next = await coming) {
    coming = ahead();
    if (next.value.length > 0) yield text(next.value, false);
  }
}

/**
 * Answers `file` as a CSV download: UTF-8 with a byte order mark (spreadsheet programs read
 * accents right), CRLF line ends (RFC 4180), `Content-Disposition: attachment`. csv-stringify
 * writes each batch in one call; a batch is read while the one before is sent, and no further
 * ahead until the client has taken it, so memory stays flat however many rows there are.
 * The first batch is read before the answer starts, so a failure there is an ordinary error
 * answer; a failure after that can only cut the connection (the client sees an incomplete
 * download), and is logged. A client that goes away stops the reading.
 */
export async function sendCsv<Row>(ctx: Context, file: CsvFile<Row>, logger: Logger): Promise<void> {
  const batches = file.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  const body = Readable.from(csvText(first, batches, file.columns), { objectMode: false, highWaterMark: 64 * 1024 });
  body.on('error', (err) => logger.error({ err, file: file.filename }, 'CSV export failed after it started'));
  ctx.status = 200;
  ctx.attachment(file.filename);
  ctx.type = 'text/csv; charset=utf-8';
  // A proxy must not hold the whole file back before passing it on; nobody should keep a copy.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
