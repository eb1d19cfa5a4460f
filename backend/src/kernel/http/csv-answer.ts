import type { Context } from 'koa';
import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { Logger } from '../logger';

/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  readonly header: string;
  /** A number is written as it is; a text is neutralised (neutralisedCell); null or undefined is an empty cell. */
  readonly cell: (row: Row) => string | number | boolean | null | undefined;
}

/** A CSV file to stream: its name, its columns, and its rows in batches, produced as the client reads them. */
export interface CsvFile<Row> {
  readonly filename: string;
  readonly columns: readonly CsvColumn<Row>[];
  readonly batches: AsyncIterable<readonly Row[]>;
}

/** What a spreadsheet program may read as the start of a formula (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet program shows as text: one that starts like a formula gets a single
 * quote in front (OWASP's advice), so `=HYPERLINK(...)` typed into a booking form is never run
 * on the computer of whoever opens the export. Only texts are touched: a number column
 * (people, a price) is written as a number, so a negative figure stays a figure.
 */
export function neutralisedCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The file's text, batch by batch: the byte order mark and the header before the first (an empty file still has them). */
async function* csvText<Row>(first: IteratorResult<readonly Row[]>, rest: AsyncIterator<readonly Row[]>, columns: readonly CsvColumn<Row>[]): AsyncGenerator<Buffer> {
  const options: Options = {
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
    cast: { string: neutralisedCell, boolean: (b) => (b ? 'true' : 'false') },
  };
  const text = (batch: readonly Row[], opening: boolean) =>
    Buffer.from(stringify(batch.map((row) => columns.map((c) => c.cell(row) ?? '')), { ...options, bom: opening, header: opening }), 'utf8');
  yield text(first.done ? [] : first.value, true);
  for (let next = first.done ? first : await rest.next(); !next.done; next = await rest.next()) {
    if (next.value.length > 0) yield text(next.value, false);
  }
}

/**
 * Answers `file` as a CSV download: UTF-8 with a byte order mark (spreadsheet programs read
 * accents right), CRLF line ends (RFC 4180), `Content-Disposition: attachment`. csv-stringify
 * writes each batch in one call; the next batch is read only when the client has taken the one
 * before (the stream holds one batch ahead), so memory stays flat however many rows there are.
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
