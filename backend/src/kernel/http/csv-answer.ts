import type { Context } from 'koa';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Logger } from '../logger';

/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  readonly header: string;
  /** A number is written as it is; a text is neutralised (neutralisedCell); null or undefined is an empty cell. */
  readonly cell: (row: Row) => string | number | boolean | null | undefined;
}

/** A CSV file to stream: its name, its columns and its rows, produced as the client reads them. */
export interface CsvFile<Row> {
  readonly filename: string;
  readonly columns: readonly CsvColumn<Row>[];
  readonly rows: AsyncIterable<Row>;
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

/**
 * Answers `file` as a CSV download: UTF-8 with a byte order mark (spreadsheet programs read
 * accents right), CRLF line ends (RFC 4180), `Content-Disposition: attachment`. Rows are pulled
 * from `file.rows` only as fast as the client reads (Readable.from stops asking while the
 * socket's buffer is full), so memory stays flat however many rows there are. An error after
 * the first bytes can no longer become an error answer: the connection is cut (the client sees
 * an incomplete download) and the error is logged. A client that goes away stops the rows.
 */
export function sendCsv<Row>(ctx: Context, file: CsvFile<Row>, logger: Logger): void {
  const { columns } = file;
  const records = Readable.from(
    (async function* () {
      for await (const row of file.rows) yield columns.map((c) => c.cell(row) ?? '');
    })(),
    { highWaterMark: 64 },
  );
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
    cast: { string: neutralisedCell, boolean: (b) => (b ? 'true' : 'false') },
  });
  pipeline(records, csv, (err) => {
    if (err && err.name !== 'AbortError' && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.error({ err, file: file.filename }, 'CSV export failed after it started');
  });
  ctx.status = 200;
  ctx.attachment(file.filename);
  ctx.type = 'text/csv; charset=utf-8';
  // A proxy must not hold the whole file back before passing it on.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv;
}
