import type { AppModule } from '../../kernel/module';
import { TOKENS } from '../../kernel/tokens';
import { PASSWORD_HASHER } from './domain/password-hasher';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { LoginThrottle } from './infrastructure/login-throttle';
import { RedisSessionAuthenticator } from './infrastructure/session-authenticator';
import { UserSchema } from './infrastructure/user.schema';
import { SignIn } from './application/sign-in/sign-in.command';
import { SignInHandler } from './application/sign-in/sign-in.handler';
import { SetAdminAccount } from './application/set-admin-account/set-admin-account.command';
import { SetAdminAccountHandler } from './application/set-admin-account/set-admin-account.handler';
import { FindUser } from './application/find-user/find-user.query';
import { FindUserHandler } from './application/find-user/find-user.handler';
import { ChooseStaffLanguage } from './application/choose-staff-language/choose-staff-language.command';
import { ChooseStaffLanguageHandler } from './application/choose-staff-language/choose-staff-language.handler';
import { GetStaffMember } from './application/get-staff-member/get-staff-member.query';
import { GetStaffMemberHandler } from './application/get-staff-member/get-staff-member.handler';
import { RecordSessionEvent } from './application/record-session-event/record-session-event.command';
import { RecordSessionEventHandler } from './application/record-session-event/record-session-event.handler';
import { identityRoutes } from './http/routes';
import { identitySettings } from './settings';

/** Identity: users, sign-in, sessions, the admin guard's notion of who is signed in. */
export const identityModule: AppModule = {
  name: 'identity',
  entities: [UserSchema],
  settings: identitySettings,
  register({ container, commands, queries }) {
    container.bind(PASSWORD_HASHER).to(Argon2PasswordHasher).inSingletonScope();
    container.bind(LoginThrottle).toSelf().inSingletonScope();
    container.bind(TOKENS.SessionAuthenticator).to(RedisSessionAuthenticator).inSingletonScope();
    for (const handler of [SignInHandler, SetAdminAccountHandler, FindUserHandler, ChooseStaffLanguageHandler, GetStaffMemberHandler, RecordSessionEventHandler]) container.bind(handler).toSelf().inSingletonScope();
    commands.register(SignIn, SignInHandler);
    commands.register(SetAdminAccount, SetAdminAccountHandler);
    commands.register(ChooseStaffLanguage, ChooseStaffLanguageHandler);
    commands.register(RecordSessionEvent, RecordSessionEventHandler);
    queries.register(FindUser, FindUserHandler);
    queries.register(GetStaffMember, GetStaffMemberHandler);
  },
  routes: identityRoutes,
};

/** The facade other code (cli, seed, tests) uses. */
export { SetAdminAccount, MIN_ADMIN_PASSWORD_LENGTH_FACADE as MIN_ADMIN_PASSWORD_LENGTH };
import { MIN_ADMIN_PASSWORD_LENGTH as MIN_ADMIN_PASSWORD_LENGTH_FACADE } from './application/set-admin-account/set-admin-account.handler';
export { SignIn, FindUser, identitySettings };
export { INVALID_CREDENTIALS } from './application/sign-in/sign-in.handler';
export { LOGIN_LIMITS } from './infrastructure/login-throttle';
