import * as t from 'io-ts';
import { closed, secret, text } from '../codecs';
import { NoContent, route } from '../http';

/**
 * The signed-in admin as the client sees it, with the language they chose for the back office
 * (a code of the site's languages; English until they choose).
 */
export const CurrentUser = t.type({ username: t.string, isAdmin: t.boolean, language: t.string }, 'CurrentUser');
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

/** The back office language an admin chooses: one of the site's languages (422 for any other). */
export const StaffLanguageBody = closed({ language: text('Language', 35) }, {}, 'StaffLanguageBody');
export type StaffLanguageBody = t.TypeOf<typeof StaffLanguageBody>;

/** The signed-in admin's choice of back office language, kept on their account; answers the admin as GET /api/admin/user does. */
export const changeStaffLanguage = route({
  name: 'identity.change-staff-language',
  method: 'PUT',
  path: '/api/admin/me/language',
  access: 'admin',
  body: StaffLanguageBody,
  response: CurrentUser,
});
