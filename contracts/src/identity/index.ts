import * as t from 'io-ts';
import { closed, secret, text } from '../codecs';
import { NoContent, route } from '../http';

/** The signed-in admin as the client sees it. */
export const CurrentUser = t.type({ username: t.string, isAdmin: t.boolean }, 'CurrentUser');
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
