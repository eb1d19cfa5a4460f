import { identity, type ApiError } from '@costiera/contracts';
import { startTestApp, ADMIN_PASSWORD, type TestApp } from '../support/test-app';
import { expectShape } from '../catalog/fixtures';

/**
 * Each admin chooses the language they read the back office in: it is kept on their account,
 * English until they choose, and answered wherever the back office reads the signed-in admin.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const me = (cookie: string) => app.request<identity.CurrentUser>('GET', '/api/admin/user', { cookie });
const choose = (cookie: string, body: unknown) => app.request<identity.CurrentUser & ApiError>('PUT', '/api/admin/me/language', { cookie, body });

describe("an admin's back office language", () => {
  it('is English until the admin chooses, in the sign-in answer and the signed-in admin', async () => {
    await app.signInAsAdmin('lucia', ADMIN_PASSWORD);
    const login = await app.request<identity.CurrentUser>('POST', '/api/admin/login', { body: { username: 'lucia', password: ADMIN_PASSWORD } });
    expect(login.body).toEqual({ username: 'lucia', isAdmin: true, language: 'en' });
    const cookie = await app.signInAsAdmin('lucia', ADMIN_PASSWORD);
    const read = await me(cookie);
    expect(read.body).toEqual({ username: 'lucia', isAdmin: true, language: 'en' });
    expectShape(identity.currentUser.response, read.body);
  });

  it('is chosen by PUT /api/admin/me/language, kept on the account for the next sign-in, and only for that admin', async () => {
    const cookie = await app.signInAsAdmin('giorgio', ADMIN_PASSWORD);
    const other = await app.signInAsAdmin('anna', ADMIN_PASSWORD);
    const chosen = await choose(cookie, { language: 'it' });
    expect(chosen.status).toBe(200);
    expectShape(identity.changeStaffLanguage.response, chosen.body);
    expect(chosen.body).toEqual({ username: 'giorgio', isAdmin: true, language: 'it' });
    expect((await me(cookie)).body.language).toBe('it');
    const again = await app.request<identity.CurrentUser>('POST', '/api/admin/login', { body: { username: 'giorgio', password: ADMIN_PASSWORD } });
    expect(again.body.language).toBe('it');
    expect((await me(other)).body.language).toBe('en');
    // The change is recorded like every change of an account.
    const events = await app.runtime.orm.em.getConnection().execute<Array<{ name: string }>>(`select name from messaging.outbox where name = 'identity.user.language-chosen.v1'`);
    expect(events).toHaveLength(1);
    // Back to English.
    expect((await choose(cookie, { language: 'en' })).body.language).toBe('en');
  });

  it('refuses a language the site does not have (422 naming the field) and keeps the one chosen', async () => {
    const cookie = await app.signInAsAdmin('paola', ADMIN_PASSWORD);
    expect((await choose(cookie, { language: 'it' })).status).toBe(200);
    const refused = await choose(cookie, { language: 'de' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'unprocessable',
      message: 'The back office has no language "de": choose one of en, it',
      details: [{ field: 'language', message: 'Language must be one of en, it' }],
    });
    expect((await me(cookie)).body.language).toBe('it');
  });

  it('refuses a body without a language or with other fields (400), and anyone not signed in as an admin', async () => {
    const cookie = await app.signInAsAdmin('bruno', ADMIN_PASSWORD);
    expect((await choose(cookie, {})).status).toBe(400);
    const extra = await choose(cookie, { language: 'it', isAdmin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Unknown field "isAdmin"');
    expect((await app.request('PUT', '/api/admin/me/language', { body: { language: 'it' } })).status).toBe(401);
    expect((await choose(await app.signInAsNonAdmin(), { language: 'it' })).status).toBe(403);
    expect((await me(cookie)).body.language).toBe('en');
  });

  it('takes any language registered in SITE_LANGUAGES, with no code change', async () => {
    const three = await startTestApp({ SITE_LANGUAGES: 'en,it,de' });
    try {
      const cookie = await three.signInAsAdmin('klaus', ADMIN_PASSWORD);
      const chosen = await three.request<identity.CurrentUser>('PUT', '/api/admin/me/language', { cookie, body: { language: 'de' } });
      expect(chosen.status).toBe(200);
      expect(chosen.body.language).toBe('de');
    } finally {
      await three.close();
    }
  });
});
