import { createPatch } from 'diff';
import type { RequestActor } from '../request-context';

/** A field's value before and after a change; a long text's change is a unified diff instead. */
export type FieldChange =
  | { readonly field: string; readonly before: unknown; readonly after: unknown }
  | { readonly field: string; readonly diff: string };

/**
 * What a command handler records of the change it makes: the kind of item, its id and label,
 * the action, and the changed fields. The kernel adds who, when, from where and the chain.
 */
export interface AuditDraft {
  /** The item's kind, in the words of the module that records it. */
  readonly kind: string;
  readonly itemId: string | null;
  /** How people name the item, kept as it was at the time. */
  readonly itemLabel: string | null;
  /** `create`, `update`, `delete`, `sign-in`, ... */
  readonly action: string;
  readonly changes: readonly FieldChange[];
  /** Who did it when it is not the request's signed-in user (a sign-in, a system action). */
  readonly actor?: AuditActor;
}

/** Who did it: a user (id and username; a failed sign-in has the username tried and no id), or the system. */
export interface AuditActor {
  readonly id: string | null;
  readonly name: string;
}

/** The actor of work no person asked for (a job on a timer, the cli). */
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' };

export function actorOf(user: RequestActor): AuditActor {
  return { id: user.id, name: user.username };
}

/** An audit draft with who did it and from where, as the trail appends it. */
export interface AuditRecord {
  readonly actor: AuditActor;
  readonly address: string | null;
  readonly kind: string;
  readonly itemId: string | null;
  readonly itemLabel: string | null;
  readonly action: string;
  readonly changes: readonly FieldChange[];
}

/** A plain view of an item's audited fields (values that JSON can hold). */
export type AuditView = Readonly<Record<string, unknown>>;

/**
 * The fields that differ between two views of an item (a creation has no `before`, a deletion no
 * `after`); the fields named in `longTexts` as a unified diff, the others as before and after.
 */
export function changesBetween(before: AuditView | null, after: AuditView | null, longTexts: readonly string[] = []): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (sameValue(was, is)) continue;
    if (longTexts.includes(field) && (typeof was === 'string' || was === null) && (typeof is === 'string' || is === null)) {
      changes.push({ field, diff: textDiff(field, was ?? '', is ?? '') });
    } else {
      changes.push({ field, before: was, after: is });
    }
  }
  return changes;
}

function textDiff(field: string, before: string, after: string): string {
  // Only the hunks (`@@ -a,b +c,d @@` and their lines): the field is named beside the diff already.
  const patch = createPatch(field, before.endsWith('\n') ? before : `${before}\n`, after.endsWith('\n') ? after : `${after}\n`, '', '', { context: 2 });
  const lines = patch.split('\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('@@'))).join('\n').trimEnd();
}

function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON with object keys in sorted order: one text for one value, whatever order its keys were built in. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The named properties of `item` as an audit view, keyed in snake_case like the API's fields. */
export function auditView<T extends object>(item: T, keys: readonly (keyof T & string)[]): AuditView {
  const view: Record<string, unknown> = {};
  for (const key of keys) view[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = item[key];
  return view;
}
