import type * as t from 'io-ts';

/**
 * What a custom codec (a `new t.Type`, whose rules live in code) accepts, as a JSON Schema
 * fragment, so the OpenAPI document (./openapi.ts) can say it. Codecs built from io-ts's own
 * combinators need no hint: their structure is walked.
 */
export type JsonSchema = { [key: string]: unknown };

const hints = new WeakMap<t.Mixed, JsonSchema>();
const objects = new WeakMap<t.Mixed, { required: Record<string, t.Mixed>; optional: Record<string, t.Mixed> }>();

export function describeAs<C extends t.Mixed>(codec: C, schema: JsonSchema): C {
  hints.set(codec, schema);
  return codec;
}

/** A closed object (codecs.ts `closed`): these fields and no others. */
export function describeObject<C extends t.Mixed>(codec: C, required: Record<string, t.Mixed>, optional: Record<string, t.Mixed>): C {
  objects.set(codec, { required, optional });
  return codec;
}

export function schemaHint(codec: t.Mixed): JsonSchema | undefined {
  return hints.get(codec);
}

export function objectHint(codec: t.Mixed): { required: Record<string, t.Mixed>; optional: Record<string, t.Mixed> } | undefined {
  return objects.get(codec);
}
