import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { queryInt } from '@costiera/contracts';

/**
 * Settings one part of the application reads from the environment (the kernel, a module, the
 * site): each variable with its codec, which names the variable in its messages, and how the
 * decoded values become the part's typed settings. Every part's declaration is decoded at
 * start-up, together, so one message names every bad variable.
 */
export interface SettingsDeclaration<T> {
  /** The container key the runtime binds the decoded settings to. */
  readonly token: symbol;
  /** The environment variables it reads (.env.example lists each one). */
  readonly variables: readonly string[];
  decode(env: Readonly<Record<string, string>>): t.Validation<T>;
}

export function declareSettings<O extends t.Props, T, R extends t.Props = Record<never, t.Mixed>>(
  name: string,
  variables: { readonly required?: R; readonly optional: O },
  build: (env: t.TypeOf<t.TypeC<R>> & t.TypeOf<t.PartialC<O>>) => T,
): SettingsDeclaration<T> {
  const required = variables.required ?? ({} as R);
  const codec = t.intersection([t.type(required), t.partial(variables.optional)]);
  return {
    token: Symbol.for(`${name}.settings`),
    variables: [...Object.keys(required), ...Object.keys(variables.optional)],
    decode(env) {
      const decoded = codec.decode(env);
      return isLeft(decoded) ? decoded : t.success(build(decoded.right));
    },
  };
}

export class ConfigError extends Error {}

/**
 * Every declaration decoded from `env` (a variable set to the empty string counts as unset); a
 * missing or bad variable stops start-up with a message naming it.
 */
export function decodeSettings(env: NodeJS.ProcessEnv, declarations: readonly SettingsDeclaration<unknown>[]): Map<SettingsDeclaration<unknown>, unknown> {
  const read = declarations.flatMap((d) => d.variables);
  const twice = read.filter((v, i) => read.indexOf(v) !== i);
  if (twice.length > 0) throw new Error(`settings read by two declarations: ${twice.join(', ')}`);
  const present = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
  const problems = new Map<string, string>();
  const values = new Map<SettingsDeclaration<unknown>, unknown>();
  for (const declaration of declarations) {
    const decoded = declaration.decode(present);
    if (!isLeft(decoded)) {
      values.set(declaration, decoded.right);
      continue;
    }
    for (const e of decoded.left) {
      const key = e.context.map((c) => c.key).filter((k) => /^[A-Z_]+$/.test(k)).pop() ?? '?';
      // The contracts' codecs name the variable themselves ('PORT must be a whole number').
      const message = e.message ?? (env[key] === undefined ? 'is missing' : 'is not valid');
      if (!problems.has(key)) problems.set(key, message.startsWith(`${key} `) ? message : `${key} ${message}`);
    }
  }
  if (problems.size > 0) throw new ConfigError(`Invalid configuration: ${[...problems.values()].join('; ')}`);
  return values;
}

/** `true`/`1` or `false`/`0`. */
export const Bool = new t.Type<boolean, string, unknown>(
  'boolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (u === 'true' || u === '1' ? t.success(true) : u === 'false' || u === '0' ? t.success(false) : t.failure(u, c, 'must be true or false')),
  String,
);

/** A count or a duration in ms: the contracts' whole-number codec, named after the variable for its message. */
export const positive = (name: string) => queryInt(name, 1, 999_999_999);
