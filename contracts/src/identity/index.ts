import * as t from 'io-ts';
import { closed, secret, text } from '../codecs';
import { NoContent, route } from '../http';
import { LANGUAGE_CODE } from '../i18n/languages';
import { describeAs } from '../schema-hints';

/**
 * The signed-in admin as the client sees it, with the language they chose for the back office
 * (the client keeps the browser's own choice when the answer names none).
 */
export const CurrentUser = t.intersection([t.type({ username: t.string, isAdmin: t.boolean }), t.partial({ language: t.string })], 'CurrentUser');
export type CurrentUser = t.TypeOf<typeof CurrentUser>;

export const LoginBody = closed({ username: text('Username', 64), password: secret('Password') }, {}, 'LoginBody');
export type LoginBody = t.TypeOf<typeof LoginBody>;

export const login = route({
  name: 'identity.login',
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
  body: LoginBody,
  response: CurrentUser,
  status: 200,
});

export const logout = route({
  name: 'identity.logout',
  method: 'POST',
  path: '/api/admin/logout',
  access: 'admin',
  response: NoContent,
  status: 204,
});

export const currentUser = route({
  name: 'identity.current-user',
  method: 'GET',
  path: '/api/admin/user',
  access: 'admin',
  response: CurrentUser,
});

/** A language code: two lower-case letters. Whether the back office speaks it is the server's word. */
const BackOfficeLanguage = describeAs(
  new t.Type<string, string, unknown>(
    'BackOfficeLanguage',
    (u): u is string => typeof u === 'string' && LANGUAGE_CODE.test(u),
    (u, c) => (typeof u === 'string' && LANGUAGE_CODE.test(u) ? t.success(u) : t.failure(u, c, 'Language must be a language code of two lower-case letters, such as it')),
    t.identity,
  ),
  { type: 'string', pattern: LANGUAGE_CODE.source },
);

export const LanguageBody = closed({ language: BackOfficeLanguage }, {}, 'LanguageBody');
export type LanguageBody = t.TypeOf<typeof LanguageBody>;

/** The signed-in admin's choice of language for the back office, kept on their account. */
export const changeLanguage = route({
  name: 'identity.change-language',
  method: 'PUT',
  path: '/api/admin/me/language',
  access: 'admin',
  body: LanguageBody,
  response: NoContent,
  status: 204,
});
