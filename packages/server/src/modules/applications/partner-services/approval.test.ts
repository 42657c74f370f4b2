import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import {
  organizationMembers,
  organizations,
  userOrganizations,
} from '../../../db/schema/organizations.ts';
import {
  createOrganization,
  createOrganizationMember,
  createPartnerServicesApplication,
  createUser,
  grantOrganization,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { onPartnerServicesApproved, onPartnerServicesUnapproved } from './approval.ts';
import { partnerServicesForm, save } from './form.fixtures.ts';

let api: TestApi;
const PUBLIC_URL = 'http://portal.test';
const t = applicationPartnerServices;

const rowOf = async (id: number) => (await api.db.select().from(t).where(eq(t.id, id)))[0]!;
const organizationOf = async (id: number) =>
  (await api.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
const liveMembers = (organizationId: number) =>
  api.db
    .select()
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        isNull(organizationMembers.deletedAt),
      ),
    )
    .orderBy(asc(organizationMembers.type));
const grantOf = async (userId: number, organizationId: number) =>
  (
    await api.db
      .select({ source: userOrganizations.source })
      .from(userOrganizations)
      .where(
        and(
          eq(userOrganizations.userId, userId),
          eq(userOrganizations.organizationId, organizationId),
        ),
      )
  )[0]?.source ?? null;
const approvedMailsTo = async (to: string) =>
  (await api.db.select().from(mailOutbox)).filter(
    (m) => m.kind === 'application-approved' && m.to === to,
  );

/** The application's status written, then what approval does, in one transaction (as admins do). */
async function approve(id: number) {
  await api.db.transaction(async (tx) => {
    const [app] = await tx.update(t).set({ status: 'APPROVED' }).where(eq(t.id, id)).returning();
    await onPartnerServicesApproved(tx, app!, { publicUrl: PUBLIC_URL });
  });
}

async function unapprove(actorId: number, id: number, status: 'DENIED' | 'WITHDRAWN' = 'DENIED') {
  await api.db.transaction(async (tx) => {
    const [app] = await tx.update(t).set({ status }).where(eq(t.id, id)).returning();
    await onPartnerServicesUnapproved(tx, actorId, app!);
  });
}

async function submitted(token: string, input: Record<string, unknown>) {
  const result = await save(api, token, input);
  expect(result.errors).toBeUndefined();
  return result.data!.savePartnerServicesApplication.applicationPartnerServicesId;
}

beforeAll(async () => {
  api = await createTestApi();
  await setProgramSettings(api.db, { program: 'PARTNER_SERVICES', acceptingApplications: true });
});
afterAll(async () => {
  await api.close();
});

describe('onPartnerServicesApproved', () => {
  it('applies the proposal to the organization, grants the submitter and mails them', async () => {
    const organization = await createOrganization(api.db, { name: 'Old Name Pantry' });
    const kept = await createOrganizationMember(api.db, {
      organizationId: organization.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Rosalind',
      lastName: 'Old',
      email: 'ROSA.KEPT@pantry.test',
    });
    const replaced = await createOrganizationMember(api.db, {
      organizationId: organization.id,
      type: 'SECONDARY_POINT_CONTACT',
      firstName: 'Gone',
      lastName: 'Away',
      email: 'gone@pantry.test',
    });
    const educator = await createUser(api.db, { firstName: 'Mia' });
    await grantOrganization(api.db, educator.id, organization.id);
    const form = partnerServicesForm(organization.id);
    form.organization.primaryPointOfContact.email = 'rosa.kept@pantry.test';
    const id = await submitted(educator.token, form);
    // The admin's grant is the door to the form; approval's own grant shows with a new account.
    await api.db.delete(userOrganizations).where(eq(userOrganizations.userId, educator.id));

    await approve(id);

    const after = await organizationOf(organization.id);
    expect(after).toMatchObject({
      name: 'Eastside Community Pantry',
      einNumber: form.organization.einNumber,
      address1: '42 Harvest Rd',
      address2: null,
      phone: '713-555-0170',
      website: 'https://eastside-pantry.example.org',
      state: 'TX',
      firstYearApplied: 2025,
    });
    expect(after.lastEdited).toBeInstanceOf(Date);
    expect(after.lastEditedMembers).toBeInstanceOf(Date);
    const members = await liveMembers(organization.id);
    expect(members.map((m) => [m.type, m.firstName, m.email])).toEqual([
      ['PRIMARY_POINT_CONTACT', 'Rosa', 'rosa.kept@pantry.test'],
      ['SECONDARY_POINT_CONTACT', 'Ben', form.organization.secondaryPointOfContact.email],
    ]);
    // The same person (same email, any case) keeps their row; another one replaces the old.
    expect(members[0]!.id).toBe(kept.id);
    expect(members[1]!.id).not.toBe(replaced.id);
    const [old] = await api.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.id, replaced.id));
    expect(old!.deletedAt).toBeInstanceOf(Date);

    expect(await grantOf(educator.id, organization.id)).toBe('APPLICATION');
    const [mail, ...more] = await approvedMailsTo(educator.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      'Partner Services application approved for Eastside Community Pantry',
    );
    expect(mail!.text).toContain('Hello Mia,');
    expect(mail!.text).toContain('2025');
    expect(mail!.text).toContain(`${PUBLIC_URL}/login`);
  });

  it("gives a new agency's submitter the organization made at submission, with its contacts", async () => {
    const educator = await createUser(api.db);
    const form = partnerServicesForm(null);
    const id = await submitted(educator.token, form);
    const { organizationId } = await rowOf(id);
    expect(await grantOf(educator.id, organizationId!)).toBeNull();
    await approve(id);
    expect(await grantOf(educator.id, organizationId!)).toBe('APPLICATION');
    expect((await liveMembers(organizationId!)).map((m) => m.email)).toEqual([
      form.organization.primaryPointOfContact.email,
      form.organization.secondaryPointOfContact.email,
    ]);
  });

  it('keeps an earlier first year and an admin’s grant; a blank name keeps the organization’s', async () => {
    const organization = await createOrganization(api.db, {
      name: 'Steady Pantry',
      firstYearApplied: 2019,
    });
    const educator = await createUser(api.db);
    await grantOrganization(api.db, educator.id, organization.id, 'ADMIN');
    const app = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      status: 'PENDING',
      submittedById: educator.id,
      proposedOrganization: {
        profile: { name: null, einNumber: null, address1: '9 New Rd', state: null },
        members: [],
      },
    });
    const membersBefore = await liveMembers(organization.id);
    await approve(app.id);
    expect(await organizationOf(organization.id)).toMatchObject({
      name: 'Steady Pantry',
      einNumber: organization.einNumber,
      address1: '9 New Rd',
      state: 'TX',
      firstYearApplied: 2019,
      lastEditedMembers: null,
    });
    expect(await liveMembers(organization.id)).toEqual(membersBefore);
    expect(await grantOf(educator.id, organization.id)).toBe('ADMIN');
  });

  it('grants nobody and mails nobody when the application has no submitter', async () => {
    const organization = await createOrganization(api.db);
    const app = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      status: 'PENDING',
    });
    const mailsBefore = await api.db.select().from(mailOutbox);
    await approve(app.id);
    expect(
      await api.db
        .select()
        .from(userOrganizations)
        .where(eq(userOrganizations.organizationId, organization.id)),
    ).toEqual([]);
    expect(await api.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
    expect((await rowOf(app.id)).status).toBe('APPROVED');
  });
});

describe('onPartnerServicesUnapproved', () => {
  it('takes the APPLICATION grant back, audited, unless another approved application gives the organization', async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const organization = await createOrganization(api.db);
    const educator = await createUser(api.db);
    const [first, second] = [
      await createPartnerServicesApplication(api.db, {
        organizationId: organization.id,
        applicationYear: 2024,
        status: 'PENDING',
        submittedById: educator.id,
      }),
      await createPartnerServicesApplication(api.db, {
        organizationId: organization.id,
        applicationYear: 2025,
        status: 'PENDING',
        submittedById: educator.id,
      }),
    ];
    await approve(first.id);
    await approve(second.id);
    expect(await grantOf(educator.id, organization.id)).toBe('APPLICATION');

    await unapprove(admin.id, first.id);
    expect(await grantOf(educator.id, organization.id)).toBe('APPLICATION');

    await unapprove(admin.id, second.id, 'WITHDRAWN');
    expect(await grantOf(educator.id, organization.id)).toBeNull();
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, educator.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'REVOKE_ORGANIZATION_GRANT',
        before: { organizationIds: [organization.id] },
        after: { organizationIds: [] },
      }),
    ]);
  });

  it("never takes an admin's grant", async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const organization = await createOrganization(api.db);
    const educator = await createUser(api.db);
    await grantOrganization(api.db, educator.id, organization.id, 'ADMIN');
    const app = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      status: 'PENDING',
      submittedById: educator.id,
    });
    await approve(app.id);
    await unapprove(admin.id, app.id);
    expect(await grantOf(educator.id, organization.id)).toBe('ADMIN');
  });
});
