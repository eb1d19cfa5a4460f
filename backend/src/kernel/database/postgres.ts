import { UUID_PATTERN } from '@costiera/contracts';
import { DriverException, ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';

/**
 * Small Postgres facts every module's SQL needs: id shape checks (a non-uuid bound to a uuid
 * column is a Postgres error, so ids are checked before they reach SQL), timestamps as ISO
 * strings, LIKE patterns from user text, and which constraint a failed write broke.
 */

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A timestamptz column as `2026-11-21T10:00:00.000Z` (what the contracts call created_at). */
export function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `%text%` with LIKE's wildcards in the user's text escaped (LIKE's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ConstraintViolation {
  readonly kind: 'unique' | 'foreign-key';
  /** The constraint's name as the migration gave it. */
  readonly constraint: string;
}

/** The unique or foreign-key constraint a write broke, or null for any other error. */
export function constraintViolation(err: unknown): ConstraintViolation | null {
  const kind = err instanceof UniqueConstraintViolationException ? 'unique' : err instanceof ForeignKeyConstraintViolationException ? 'foreign-key' : null;
  if (!kind) return null;
  const constraint = (err as DriverException & { constraint?: string }).constraint ?? /constraint "([^"]+)"/.exec((err as Error).message)?.[1] ?? '';
  return { kind, constraint };
}

/**
 * The LIKE patterns of a search box's words (at most 8, each at most 100 characters), to be
 * compared as `search_doc like public.search_text(?)`: every word must appear, in any order,
 * ignoring case and accents.
 */
export function searchWordPatterns(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => containsPattern(w.slice(0, 100)));
}

/** The list envelope's pagination (`pages` is 0 for an empty list). */
export function pagination(page: number, limit: number, total: number): { page: number; limit: number; total: number; pages: number } {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/**
 * A list bound as one Postgres array parameter: `= any(?::uuid[])` with `arrayLiteral(ids)`.
 * (The driver would expand a JS array into several placeholders.)
 */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** One SQL statement with its `?` parameters, built apart from running it (the bench explains the very statement a handler runs). */
export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/**
 * Which rows a page of an ordered list of `total` rows holds, read from the nearer end: past
 * the middle the list is read in the opposite order with a smaller offset (`reversed`), so the
 * last page costs what the first does and no page skips more than half of the list. Null when
 * the page lies past the end.
 */
export function pageWindow(page: number, limit: number, total: number): { offset: number; limit: number; reversed: boolean } | null {
  const start = (page - 1) * limit;
  if (start >= total) return null;
  const end = Math.min(total, start + limit);
  if (start <= total - end) return { offset: start, limit: end - start, reversed: false };
  return { offset: total - end, limit: end - start, reversed: true };
}

/** A list ordered newest first by `created_at, id`: its table (with alias), the row select, and the filter. */
export interface NewestFirstList {
  /** `<schema>.<table> <alias>` */
  readonly from: string;
  readonly alias: string;
  /** The select of one row, `from` included (the page's ids are joined to it). */
  readonly select: string;
  /** `where ...` or empty, over `alias`. */
  readonly where: string;
  readonly params: readonly unknown[];
}

/**
 * One page of such a list. The page's ids are chosen first (from an index on
 * `(created_at desc, id desc)`, alone or behind the filter's columns, without reading the
 * rows they skip), from the nearer end of the list (`pageWindow`), and only those rows are
 * read. Null when the page lies past the end.
 */
export function newestFirstPage(list: NewestFirstList, page: number, limit: number, total: number): SqlStatement | null {
  const window = pageWindow(page, limit, total);
  if (!window) return null;
  const a = list.alias;
  const direction = window.reversed ? 'asc' : 'desc';
  return {
    sql: `with ids as (
            select ${a}.id from ${list.from} ${list.where}
            order by ${a}.created_at ${direction}, ${a}.id ${direction} limit ? offset ?
          )
          ${list.select} join ids on ids.id = ${a}.id
          order by ${a}.created_at desc, ${a}.id desc`,
    params: [...list.params, window.limit, window.offset],
  };
}
