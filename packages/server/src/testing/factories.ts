import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { districts } from '../db/schema/districts.ts';
import { schools } from '../db/schema/schools.ts';
import { programSettings } from '../db/schema/settings.ts';
import { programTerms } from '../db/schema/terms.ts';
import { createSession } from '../modules/auth/sessions.ts';

let counter = 0;
const next = () => (counter += 1);

/** A user with a session; returns the row and its bearer token. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      type: 'EDUCATOR',
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `user${n}@school.test`,
      ...overrides,
    })
    .returning();
  const { token } = await createSession(db, user!.id, 60 * 60 * 1000);
  return { ...user!, token };
}

export async function createDistrict(db: Db, name = `District ${next()}`) {
  const [district] = await db.insert(districts).values({ name }).returning();
  return district!;
}

export async function createSchool(db: Db, overrides: Partial<typeof schools.$inferInsert> = {}) {
  const [school] = await db
    .insert(schools)
    .values({
      name: `School ${next()}`,
      type: 'HIGH',
      city: 'Houston',
      county: 'HARRIS',
      ...overrides,
    })
    .returning();
  return school!;
}

export async function createTerm(
  db: Db,
  overrides: Partial<typeof programTerms.$inferInsert> = {},
) {
  const year = overrides.year ?? 2025;
  const type = overrides.type ?? 'SCHOOL';
  const [term] = await db
    .insert(programTerms)
    .values({
      program: 'BACKPACK_BUDDY',
      type,
      year,
      startDate: type === 'SCHOOL' ? `${year}-08-01` : `${year}-06-01`,
      endDate: type === 'SCHOOL' ? `${year + 1}-05-31` : `${year}-08-31`,
      ...overrides,
    })
    .returning();
  return term!;
}

export async function setProgramSettings(
  db: Db,
  values: Omit<typeof programSettings.$inferInsert, 'id'>,
) {
  await db
    .insert(programSettings)
    .values(values)
    .onConflictDoUpdate({ target: programSettings.program, set: values });
}
