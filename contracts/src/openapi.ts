import type * as t from 'io-ts';
import { ApiError, NoBody, NoContent, NoFields, type Route, type Upload } from './http';
import { objectHint, schemaHint, type JsonSchema } from './schema-hints';

/**
 * The OpenAPI 3.1 document of a list of routes, built from their io-ts codecs: method, path,
 * params, query, body, the success answer, the one error shape, and who may call each route.
 * Codecs with a name of their own (t.type(..., 'TourDetail')) become components; io-ts's
 * combinators are walked; custom codecs say what they accept through schema-hints.ts, and one
 * without a hint is documented by its name.
 */
export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  /** The session cookie's name (admin routes). */
  readonly sessionCookie: string;
}

type Codec = t.Mixed & { _tag?: string; [key: string]: unknown };

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

class Schemas {
  readonly components: Record<string, JsonSchema> = {};
  private readonly names = new Map<t.Mixed, string>();

  of(codec: t.Mixed): JsonSchema {
    const named = this.names.get(codec);
    if (named) return { $ref: `#/components/schemas/${named}` };
    const c = codec as Codec;
    const structural = c._tag === 'InterfaceType' || c._tag === 'PartialType' || c._tag === 'IntersectionType' || c._tag === 'UnionType';
    if (structural && IDENTIFIER.test(codec.name) && codec !== NoFields) {
      let name = codec.name;
      for (let i = 2; name in this.components; i++) name = `${codec.name}${i}`;
      this.names.set(codec, name);
      this.components[name] = {};
      this.components[name] = this.inline(codec);
      return { $ref: `#/components/schemas/${name}` };
    }
    return this.inline(codec);
  }

  /** An object schema's properties and required list, following $refs and merging allOf. */
  objectOf(codec: t.Mixed): { properties: Record<string, JsonSchema>; required: string[] } {
    const resolve = (s: JsonSchema): JsonSchema => (typeof s.$ref === 'string' ? this.components[s.$ref.split('/').pop()!]! : s);
    const s = resolve(this.of(codec));
    if (Array.isArray(s.allOf)) {
      const parts = (s.allOf as JsonSchema[]).map((p) => resolve(p));
      return {
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
        required: parts.flatMap((p) => (p.required as string[]) ?? []),
      };
    }
    return { properties: (s.properties as Record<string, JsonSchema>) ?? {}, required: (s.required as string[]) ?? [] };
  }

  private inline(codec: t.Mixed): JsonSchema {
    const c = codec as Codec;
    const closed = objectHint(codec);
    if (closed) return this.object(closed.required, closed.optional, false);
    const hint = schemaHint(codec);
    if (hint) return { ...hint };
    switch (c._tag) {
      case 'StringType':
        return { type: 'string' };
      case 'NumberType':
        return { type: 'number' };
      case 'BigIntType':
        return { type: 'integer' };
      case 'BooleanType':
        return { type: 'boolean' };
      case 'NullType':
        return { type: 'null' };
      case 'UndefinedType':
      case 'VoidType':
      case 'UnknownType':
      case 'AnyType':
        return {};
      case 'UnknownRecordType':
      case 'AnyDictionaryType':
      case 'ObjectType':
        return { type: 'object' };
      case 'UnknownArrayType':
      case 'AnyArrayType':
        return { type: 'array' };
      case 'LiteralType':
        return { const: c.value };
      case 'KeyofType':
        return { type: 'string', enum: Object.keys(c.keys as object) };
      case 'InterfaceType':
        return this.object(c.props as Record<string, t.Mixed>, {}, true);
      case 'PartialType':
        return this.object({}, c.props as Record<string, t.Mixed>, true);
      case 'StrictType':
        return this.object(c.props as Record<string, t.Mixed>, {}, false);
      case 'ExactType':
      case 'ReadonlyType':
        return this.of(c.type as t.Mixed);
      case 'RefinementType': {
        const base = this.of(c.type as t.Mixed);
        return c.name && c.name !== (c.type as t.Mixed).name ? { ...base, description: c.name } : base;
      }
      case 'RecursiveType':
        return this.of((c as unknown as { type: t.Mixed }).type);
      case 'ArrayType':
      case 'ReadonlyArrayType':
        return { type: 'array', items: this.of(c.type as t.Mixed) };
      case 'TupleType': {
        const items = (c.types as t.Mixed[]).map((x) => this.of(x));
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      case 'DictionaryType':
        return { type: 'object', additionalProperties: this.of(c.codomain as t.Mixed) };
      case 'UnionType': {
        const types = c.types as Codec[];
        if (types.every((x) => x._tag === 'LiteralType')) return { enum: types.map((x) => x.value) };
        return { anyOf: types.map((x) => this.of(x)) };
      }
      case 'IntersectionType': {
        const parts = (c.types as t.Mixed[]).map((x) => this.of(x));
        if (parts.every((p) => p.type === 'object' && p.properties && !p.$ref)) {
          return {
            type: 'object',
            properties: Object.assign({}, ...parts.map((p) => p.properties)),
            required: [...new Set(parts.flatMap((p) => (p.required as string[]) ?? []))],
          };
        }
        return { allOf: parts };
      }
      default:
        // A custom t.Type without a hint: what it is, by its name.
        return { type: 'string', description: codec.name };
    }
  }

  private object(required: Record<string, t.Mixed>, optional: Record<string, t.Mixed>, open: boolean): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    for (const [k, v] of Object.entries(required)) properties[k] = this.of(v);
    for (const [k, v] of Object.entries(optional)) properties[k] = this.of(v);
    const schema: JsonSchema = { type: 'object', properties };
    if (Object.keys(required).length > 0) schema.required = Object.keys(required);
    if (!open) schema.additionalProperties = false;
    return schema;
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad input: the message names each bad or unknown field (details)',
  401: 'No admin session',
  403: 'Signed in but not an administrator, or a mutating request not from the site\'s own origin',
  404: 'Not found',
  409: 'Conflict (a slug taken, a category in use)',
  413: 'The file is larger than the upload takes',
  415: 'Not a kind of file the upload takes',
  422: 'A business rule refused it',
  429: 'Throttled: too many requests',
  503: 'A service the answer needs (Postgres, Redis) is unreachable',
};

/** A one-file multipart body: the file's part is binary (OpenAPI 3.1: `contentMediaType`, encoding names the accepted types). */
function uploadBody(upload: Upload): JsonSchema {
  return {
    required: true,
    description: `${upload.description} One file per request, at most ${upload.maxBytes / (1024 * 1024)} MB.`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          additionalProperties: false,
          properties: { [upload.field]: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: `Accepted: ${upload.accepts.join(', ')}` } },
        },
        encoding: { [upload.field]: { contentType: upload.accepts.join(', ') } },
      },
    },
  };
}

export function openApiDocument(routes: readonly Route[], info: OpenApiInfo): JsonSchema {
  const schemas = new Schemas();
  const errorRef = schemas.of(ApiError);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const parameters: JsonSchema[] = [];
    if (route.params !== NoFields) {
      const { properties } = schemas.objectOf(route.params);
      for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'path', required: true, schema });
    }
    if (route.query !== NoFields) {
      const { properties, required } = schemas.objectOf(route.query);
      for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
    const error = (status: number): JsonSchema => ({ description: REASONS[status] ?? 'Error', content: { 'application/json': { schema: errorRef } } });
    const responses: Record<string, JsonSchema> = {};
    responses[String(route.status)] =
      route.status === 204 || route.response === NoContent
        ? { description: 'Done, no body' }
        : { description: route.mediaType === 'application/json' ? 'Success' : 'Success: a file to download', content: { [route.mediaType]: { schema: schemas.of(route.response) } } };
    for (const also of route.alsoAnswers) responses[String(also.status)] = { description: also.description, content: { 'application/json': { schema: schemas.of(route.response) } } };
    if (route.upload) {
      responses['413'] = error(413);
      responses['415'] = error(415);
    }
    const mutating = route.method !== 'GET';
    if (parameters.length > 0 || route.body !== NoBody || route.upload) responses['400'] = error(400);
    if (route.access === 'admin') responses['401'] = error(401);
    if (route.access === 'admin' || mutating) responses['403'] = error(403);
    if (route.params !== NoFields) responses['404'] = error(404);
    responses.default = { description: 'Any other error (409, 422, 429, 503, ...): the one error shape', content: { 'application/json': { schema: errorRef } } };
    const operation: JsonSchema = {
      operationId: route.name,
      tags: [route.name.split('.')[0]],
      summary: `${route.name} (${route.access === 'admin' ? 'admin session' : 'public'})`,
      description:
        route.access === 'admin'
          ? 'Who may call it: a signed-in administrator (session cookie from POST /api/admin/login).'
          : 'Who may call it: anyone.',
      'x-access': route.access,
      security: route.access === 'admin' ? [{ adminSession: [] }] : [],
      responses,
    };
    if (parameters.length > 0) operation.parameters = parameters;
    if (route.body !== NoBody) operation.requestBody = { required: true, content: { 'application/json': { schema: schemas.of(route.body) } } };
    if (route.upload) operation.requestBody = uploadBody(route.upload);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        (info.description ? `${info.description}\n\n` : '') +
        'Every error answer has the shape `{ "error": code, "message": text, "details"?: [{ field, message }] }`. ' +
        'Mutating requests must be JSON (an upload: multipart/form-data) and come from the site\'s own origin (Origin header).',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: { adminSession: { type: 'apiKey', in: 'cookie', name: info.sessionCookie, description: 'Set by POST /api/admin/login' } },
    },
  };
}
