import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const EDIT = `mutation ($input: EditProfileInput!) { editProfile(input: $input) { firstName lastName email phone fullName } }`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('editProfile', () => {
  it("changes the caller's own names, email and phone (normalised)", async () => {
    const me = await createUser(api.db);
    const result = await api.gql(
      EDIT,
      {
        input: {
          firstName: 'Rosa',
          lastName: 'Mendez',
          email: 'rosa.m@school.test',
          phone: '(713) 555 0199',
        },
      },
      { token: me.token },
    );
    expect(result.data).toEqual({
      editProfile: {
        firstName: 'Rosa',
        lastName: 'Mendez',
        email: 'rosa.m@school.test',
        phone: '713-555-0199',
        fullName: 'Rosa Mendez',
      },
    });
  });

  it.each([
    ['blank first name', { firstName: ' ' }, MESSAGES.required],
    ['malformed email', { email: 'rosa@' }, MESSAGES.invalidEmail],
    ['short phone', { phone: '555' }, MESSAGES.invalidPhone],
    [
      "another account's email in another case",
      { email: 'TAKEN@school.test' },
      MESSAGES.emailTaken,
    ],
  ])('refuses %s and changes nothing', async (_name, change, message) => {
    await createUser(api.db, { email: 'taken@school.test' }).catch(() => undefined);
    const me = await createUser(api.db, { firstName: 'Keep' });
    const input = {
      firstName: 'New',
      lastName: 'Name',
      email: 'new@school.test',
      phone: '',
      ...change,
    };
    expect(firstError(await api.gql(EDIT, { input }, { token: me.token }))).toBe(message);
    const [row] = await api.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.firstName).toBe('Keep');
  });

  it('refuses admins and anonymous callers', async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const input = { firstName: 'A', lastName: 'B', email: 'ab@school.test' };
    expect(firstError(await api.gql(EDIT, { input }, { token: admin.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(EDIT, { input }))).toBe(MESSAGES.notLoggedIn);
  });
});
