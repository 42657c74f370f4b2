import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { MESSAGES, adminEducatorUserSchema } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { brokenUniqueKey } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateEducatorUserInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { inviteNewAccount } from './account-invite.ts';
import { educatorUserDetails } from './educator-user-details.ts';
import { lockEducator } from './find-educator.ts';
import {
  USER_HOLDERS,
  assertLiveHolders,
  grantHolders,
  replaceHolderGrants,
} from './user-holders.ts';

type Account = {
  firstName: string;
  lastName: string;
  email: string;
  schoolIds: number[];
  /** Undefined: the account's sites stay as they are (and the audit does not mention them). */
  siteIds?: number[];
  /** Likewise for its Partner Services organizations. */
  organizationIds?: number[];
};

/** The holders an account is granted besides schools, by the update input's list. */
const HELD = [
  ['siteIds', USER_HOLDERS.site],
  ['organizationIds', USER_HOLDERS.organization],
] as const;

const emailTaken = () => fieldError('email', MESSAGES.emailTaken);

/** Each assigned school must be a live one (what the picker offers); the first other fails. */
async function assertLiveSchools(tx: Tx, schoolIds: number[]): Promise<void> {
  if (schoolIds.length === 0) return;
  const found = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(and(inArray(schools.id, schoolIds), isNull(schools.deletedAt)));
  const live = new Set(found.map((s) => s.id));
  const index = schoolIds.findIndex((id) => !live.has(id));
  if (index >= 0) throw fieldError(`schoolIds.${index}`, MESSAGES.required);
}

/** Emails are unique among all accounts (admins and deleted ones too), whatever the case. */
async function assertEmailFree(tx: Tx, email: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw emailTaken();
}

async function createAccount(tx: Tx, ctx: Context, data: Account): Promise<number> {
  // No password: login refuses the account until its owner sets one through the mailed link.
  const [user] = await tx
    .insert(users)
    .values({
      type: 'EDUCATOR',
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
    })
    .returning({ id: users.id, language: users.language });
  const id = user!.id;
  if (data.schoolIds.length) {
    await tx
      .insert(userSchools)
      .values(data.schoolIds.map((schoolId) => ({ userId: id, schoolId })));
  }
  for (const [field, holder] of HELD) await grantHolders(tx, holder, id, data[field] ?? []);
  // A new account's language is the default (English) until its owner switches.
  await inviteNewAccount(tx, ctx.services.publicUrl, { id, ...data, language: user!.language });
  await recordAudit(tx, {
    actorId: ctx.viewer!.userId,
    action: 'CREATE',
    entityType: 'users',
    entityId: id,
    after: data,
  });
  return id;
}

async function updateAccount(
  tx: Tx,
  ctx: Context,
  current: Awaited<ReturnType<typeof lockEducator>>,
  data: Account,
): Promise<number> {
  // Links to archived schools are neither shown nor replaced: they return with the school.
  const linked = await tx
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .innerJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(and(eq(userSchools.userId, current.id), isNull(schools.deletedAt)))
    .orderBy(asc(userSchools.schoolId));
  const before = linked.map((l) => l.schoolId);
  const added = data.schoolIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !data.schoolIds.includes(id));
  await tx
    .update(users)
    .set({
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      updatedAt: new Date(),
    })
    .where(eq(users.id, current.id));
  if (added.length) {
    await tx
      .insert(userSchools)
      .values(added.map((schoolId) => ({ userId: current.id, schoolId })));
  }
  if (removed.length) {
    await tx
      .delete(userSchools)
      .where(and(eq(userSchools.userId, current.id), inArray(userSchools.schoolId, removed)));
  }
  // The grants before, of the kinds the admin's list gives (the audit mentions only those).
  const heldBefore: Partial<Record<(typeof HELD)[number][0], number[]>> = {};
  for (const [field, holder] of HELD) {
    const ids = data[field];
    if (ids !== undefined)
      heldBefore[field] = await replaceHolderGrants(tx, holder, current.id, ids);
  }
  await recordAudit(tx, {
    actorId: ctx.viewer!.userId,
    action: 'UPDATE',
    entityType: 'users',
    entityId: current.id,
    before: {
      firstName: current.firstName,
      lastName: current.lastName,
      email: current.email,
      schoolIds: before,
      ...heldBefore,
    },
    after: data,
  });
  return current.id;
}

/**
 * Creates an educator account (no educatorId; the person is mailed a link to set a password) or
 * edits one: names, email, the assigned schools and, when given, the Kids Cafe sites and the
 * Partner Services organizations. Nothing is written when a check fails.
 */
export async function updateEducatorUser(ctx: Context, input: AdminUpdateEducatorUserInput) {
  const parsed = parseInput(adminEducatorUserSchema, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    schoolIds: input.schoolIds,
    siteIds: input.siteIds ?? undefined,
    organizationIds: input.organizationIds ?? undefined,
  });
  const { siteIds, organizationIds, ...rest } = parsed;
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const data: Account = {
    ...rest,
    schoolIds: sorted(parsed.schoolIds),
    ...(siteIds === undefined ? {} : { siteIds: sorted(siteIds) }),
    ...(organizationIds === undefined ? {} : { organizationIds: sorted(organizationIds) }),
  };
  const educatorId = input.educatorId ?? undefined;
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const current = educatorId === undefined ? undefined : await lockEducator(tx, educatorId);
      await assertEmailFree(tx, data.email, current?.id);
      await assertLiveSchools(tx, data.schoolIds);
      for (const [field, holder] of HELD) await assertLiveHolders(tx, holder, data[field] ?? []);
      return current ? updateAccount(tx, ctx, current, data) : createAccount(tx, ctx, data);
    });
  } catch (error) {
    // Two saves racing for one address: the unique index on lower(email) decides.
    const key = brokenUniqueKey(error);
    if (key === 'users_email_lower_key' || key === '') throw emailTaken();
    throw error;
  }
  return educatorUserDetails(ctx.db, id);
}
