// Banner notifications through GraphQL (spec 3 §2 Banner Notifications, §5, §7
// adminEditNotification; issue 14 item 6): the admin's banner created on demand, edited, audited,
// refused when too long or from the wrong caller, and what educators then read.
import { count, eq } from 'drizzle-orm';
import { MESSAGES, NOTIFICATION_MESSAGES, NOTIFICATION_TEXT_MAX } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { NOTIFICATIONS_ENTITY } from './admin-notification.ts';

const FIELDS = `id notificationId program text lastEdited lastEditedBy
  history { action entityType entityId actorName changes { field before after } }`;
const ADMIN_NOTIFICATION = `query ($program: Program) { adminNotification(program: $program) { ${FIELDS} } }`;
const EDIT = `mutation ($id: Int!, $text: String!) {
  adminEditNotification(notificationId: $id, text: $text) { ${FIELDS} } }`;
const BANNER = `query { notification { notificationId text } }`;

interface AdminNotification {
  id: string;
  notificationId: number;
  program: string;
  text: string;
  lastEdited: string | null;
  lastEditedBy: string | null;
  history: {
    action: string;
    entityType: string;
    entityId: number;
    actorName: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: { id: number; token: string };
let educator: { id: number; token: string };

const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
  api.gql<T>(query, variables, { token: admin.token });
const adminBanner = async (program = 'BACKPACK_BUDDY') =>
  (await asAdmin<{ adminNotification: AdminNotification }>(ADMIN_NOTIFICATION, { program })).data!
    .adminNotification;
const banner = async (token: string) =>
  (await api.gql<{ notification: { text: string } | null }>(BANNER, {}, { token })).data!
    .notification;
const auditCount = async () => (await api.db.select({ n: count() }).from(auditLog))[0]!.n;
const rowCount = async () => (await api.db.select({ n: count() }).from(notifications))[0]!.n;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  educator = await createUser(api.db, { firstName: 'Erin', lastName: 'Educator' });
});
afterAll(async () => {
  await api.close();
});

describe('adminNotification', () => {
  it("creates the program's banner row on first use, with no text, once", async () => {
    expect(await rowCount()).toBe(0);
    const [first, second] = await Promise.all([adminBanner(), adminBanner()]);
    expect(first).toMatchObject({
      program: 'BACKPACK_BUDDY',
      text: '',
      lastEdited: null,
      lastEditedBy: null,
      history: [],
    });
    expect(second!.notificationId).toBe(first!.notificationId);
    expect(first!.id).toBe(String(first!.notificationId));
    expect(await rowCount()).toBe(1);
    // An empty text is no banner for educators.
    expect(await banner(educator.token)).toBeNull();
  });
});

describe('adminEditNotification', () => {
  it('saves the text (trimmed), audits the change, and educators read it', async () => {
    const { notificationId } = await adminBanner();
    const audits = await auditCount();
    const result = await asAdmin<{ adminEditNotification: AdminNotification }>(EDIT, {
      id: notificationId,
      text: '  Reports are due by the 10th.\nThank you!  ',
    });
    expect(result.errors).toBeUndefined();
    const saved = result.data!.adminEditNotification;
    expect(saved).toMatchObject({
      notificationId,
      text: 'Reports are due by the 10th.\nThank you!',
      lastEditedBy: 'Ada Admin',
    });
    expect(saved.lastEdited).not.toBeNull();
    expect(saved.history).toEqual([
      {
        action: 'UPDATE_NOTIFICATION',
        entityType: NOTIFICATIONS_ENTITY,
        entityId: notificationId,
        actorName: 'Ada Admin',
        changes: [
          {
            field: 'text',
            before: JSON.stringify(''),
            after: JSON.stringify('Reports are due by the 10th.\nThank you!'),
          },
        ],
      },
    ]);
    expect(await auditCount()).toBe(audits + 1);
    expect(await banner(educator.token)).toEqual({
      notificationId,
      text: 'Reports are due by the 10th.\nThank you!',
    });
  });

  it('writes nothing for an unchanged text', async () => {
    const before = await adminBanner();
    const audits = await auditCount();
    const result = await asAdmin<{ adminEditNotification: AdminNotification }>(EDIT, {
      id: before.notificationId,
      text: `${before.text}   `,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminEditNotification.lastEdited).toBe(before.lastEdited);
    expect(await auditCount()).toBe(audits);
  });

  it('accepts exactly 5000 characters', async () => {
    const { notificationId } = await adminBanner();
    const text = 'x'.repeat(NOTIFICATION_TEXT_MAX);
    const result = await asAdmin<{ adminEditNotification: AdminNotification }>(EDIT, {
      id: notificationId,
      text,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminEditNotification.text).toBe(text);
  });

  it("refuses 5001 characters with the domain's message and writes nothing", async () => {
    const before = await adminBanner();
    const audits = await auditCount();
    const result = await asAdmin(EDIT, {
      id: before.notificationId,
      text: 'y'.repeat(NOTIFICATION_TEXT_MAX + 1),
    });
    expect(firstError(result)).toBe(MESSAGES.maxLength(NOTIFICATION_TEXT_MAX));
    expect(firstError(result)).toBe('Must be 5000 characters or less');
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    const after = await adminBanner();
    expect(after.text).toBe(before.text);
    expect(after.lastEdited).toBe(before.lastEdited);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses control characters', async () => {
    const { notificationId } = await adminBanner();
    const result = await asAdmin(EDIT, { id: notificationId, text: 'bell\u0007' });
    expect(firstError(result)).toBe(MESSAGES.controlCharacters);
  });

  it('refuses an unknown notificationId', async () => {
    const result = await asAdmin(EDIT, { id: 999_999, text: 'Hello' });
    expect(firstError(result)).toBe(NOTIFICATION_MESSAGES.unknownNotification);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('clears the banner with an empty text', async () => {
    const { notificationId } = await adminBanner();
    await asAdmin(EDIT, { id: notificationId, text: 'Shown for now' });
    expect((await banner(educator.token))?.text).toBe('Shown for now');
    const result = await asAdmin<{ adminEditNotification: AdminNotification }>(EDIT, {
      id: notificationId,
      text: '  \n ',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminEditNotification.text).toBe('');
    expect(await banner(educator.token)).toBeNull();
    const [row] = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notificationId));
    expect(row!.text).toBe('');
  });

  it.each([
    ['an educator', (): string | undefined => educator.token, MESSAGES.forbidden],
    ['anonymous', (): string | undefined => undefined, MESSAGES.notLoggedIn],
  ])('is refused to %s, and nothing changes', async (_who, token, message) => {
    const before = await adminBanner();
    const audits = await auditCount();
    const result = await api.gql(
      EDIT,
      { id: before.notificationId, text: 'Hijacked banner' },
      { token: token() },
    );
    expect(firstError(result)).toBe(message);
    expect(result.data?.adminEditNotification ?? null).toBeNull();
    const after = await adminBanner();
    expect(after.text).toBe(before.text);
    expect(await auditCount()).toBe(audits);
    // Nor may they read the admin's view.
    const read = await api.gql(ADMIN_NOTIFICATION, {}, { token: token() });
    expect(firstError(read)).toBe(message);
  });
});
