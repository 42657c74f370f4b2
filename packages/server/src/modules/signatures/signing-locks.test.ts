// The principal's signature and an admin's change of the same application take their locks in
// one order (admin-schools/school-lock.ts: the school, the application, then its links), so
// they wait for one another and never deadlock. The embedded database has one connection and
// runs them one after the other anyway; the interleaving test needs PostgreSQL (DATABASE_URL).
import { and, eq, sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import {
  createBackpackBuddyApplication,
  createSchool,
  createSignatureLink,
  createTeamMember,
  createTerm,
  createUser,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { RESEND_ONLY_PENDING } from '../admin-schools/resend-signature.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success } }`;
const SET_STATUS = `mutation ($input: AdminUpdateApplicationsInput!) { adminUpdateApplications(input: $input) { id } }`;
const DELETE = `mutation ($id: Int!) {
  adminDeleteApplication(program: BACKPACK_BUDDY, applicationId: $id) { id } }`;
const RESEND = `mutation ($id: Int!) { resendPrincipalSignatureEmail(program: BACKPACK_BUDDY, applicationId: $id) }`;

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let year = 2200;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN' });
});
afterAll(async () => {
  await api.close();
});

/** A Backpack Buddy application awaiting the principal, with a live link; and its submitter. */
async function pendingWithLink() {
  const school = await createSchool(api.db, { type: 'HIGH' });
  const term = await createTerm(api.db, { year: (year += 1) });
  const educator = await createUser(api.db);
  const app = await createBackpackBuddyApplication(api.db, {
    schoolId: school.id,
    termId: term.id,
    status: 'PENDING_PRINCIPAL',
    submittedById: educator.id,
  });
  const principalEmail = `principal${app.id}@school.test`;
  await createTeamMember(api.db, { schoolId: school.id, type: 'PRINCIPAL', email: principalEmail });
  const token = await createSignatureLink(api.db, { applicationId: app.id, principalEmail });
  const sign = () =>
    api.gql(SIGN, { input: { id: token, signeeName: 'Pat Lee', signeeEmail: principalEmail } });
  return { school, educator, app, sign };
}

const statusOf = async (id: number) =>
  (
    await api.db
      .select({ status: applicationBackpackBuddy.status })
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, id))
  )[0]!.status;

const grantOf = async (userId: number, schoolId: number) =>
  (
    await api.db
      .select({ source: userSchools.source })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.schoolId, schoolId)))
  )[0]?.source;

/** Waits until some statement of this database waits for a row lock. */
async function untilSomebodyWaits() {
  for (let i = 0; i < 200; i++) {
    const result = await api.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}

describe('the signature and an admin change of the same application, at once', () => {
  it('signature and denial: one wins, the other waits; the end is denied and ungranted', async () => {
    for (let round = 0; round < 4; round++) {
      const { school, educator, app, sign } = await pendingWithLink();
      const deny = () =>
        api.gql(
          SET_STATUS,
          {
            input: {
              program: 'BACKPACK_BUDDY',
              schoolId: school.id,
              applications: [{ id: app.id, status: 'DENIED' }],
            },
          },
          { token: admin.token },
        );
      // Started in either order.
      let signed: ExecutionResult;
      let denied: ExecutionResult;
      if (round % 2) [signed, denied] = await Promise.all([sign(), deny()]);
      else [denied, signed] = await Promise.all([deny(), sign()]);
      expect(denied.errors).toBeUndefined();
      // Signed first (then denied), or refused because the application was denied first.
      if (signed.errors) expect(firstError(signed)).toBe(MESSAGES.signatureLinkInvalid);
      expect(await statusOf(app.id)).toBe('DENIED');
      expect(await grantOf(educator.id, school.id)).toBeUndefined();
    }
  });

  it('signature and deletion, and signature and resend, never fail unexplained', async () => {
    for (let round = 0; round < 3; round++) {
      const first = await pendingWithLink();
      const results: ExecutionResult[] = await Promise.all([
        first.sign(),
        api.gql(DELETE, { id: first.app.id }, { token: admin.token }),
      ]);
      expect(results[1]!.errors).toBeUndefined();
      if (results[0]!.errors) expect(firstError(results[0]!)).toBe(MESSAGES.signatureLinkInvalid);
      expect(await grantOf(first.educator.id, first.school.id)).toBeUndefined();

      const second = await pendingWithLink();
      const [signed, resent] = await Promise.all([
        second.sign(),
        api.gql(RESEND, { id: second.app.id }, { token: admin.token }),
      ]);
      // Resent first: the old link is void. Signed first: the resend finds nothing pending.
      const outcomes = [firstError(signed) ?? 'signed', firstError(resent) ?? 'resent'];
      expect([
        ['signed', RESEND_ONLY_PENDING],
        [MESSAGES.signatureLinkInvalid, 'resent'],
      ]).toContainEqual(outcomes);
    }
  });

  it.skipIf(!onPostgres)(
    'the signature waits for an admin transaction that holds the school and then takes the application',
    async () => {
      const { school, app, sign } = await pendingWithLink();
      let signing: Promise<ExecutionResult> | undefined;
      // An admin's change as update-applications.ts takes its locks: the school, then (after
      // the signature has started and is waiting) the application.
      await api.db.transaction(async (tx) => {
        await tx
          .select({ id: schools.id })
          .from(schools)
          .where(eq(schools.id, school.id))
          .for('update');
        signing = sign();
        await untilSomebodyWaits();
        await tx
          .select({ id: applicationBackpackBuddy.id })
          .from(applicationBackpackBuddy)
          .where(eq(applicationBackpackBuddy.id, app.id))
          .for('update');
        await tx
          .update(applicationBackpackBuddy)
          .set({ status: 'DENIED' })
          .where(eq(applicationBackpackBuddy.id, app.id));
      });
      // The signature then finds the application denied: its link no longer works.
      expect(firstError(await signing!)).toBe(MESSAGES.signatureLinkInvalid);
      expect(await statusOf(app.id)).toBe('DENIED');
    },
  );

  it.skipIf(!onPostgres)(
    'a signature waits for a transaction that holds the school, then approves and grants',
    async () => {
      const { school, educator, app, sign } = await pendingWithLink();
      // An admin saving the school's profile holds the school: the signature waits for it.
      let signing: Promise<ExecutionResult> | undefined;
      await api.db.transaction(async (tx) => {
        await tx
          .select({ id: schools.id })
          .from(schools)
          .where(eq(schools.id, school.id))
          .for('update');
        signing = sign();
        await untilSomebodyWaits();
      });
      expect((await signing!).errors).toBeUndefined();
      expect(await statusOf(app.id)).toBe('APPROVED');
      expect(await grantOf(educator.id, school.id)).toBe('APPLICATION');
    },
  );
});
