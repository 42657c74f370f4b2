// programTerms, the per-program configs, notification and enums: what every program screen loads.
import { ENUMERATIONS, MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { programSettings } from '../../db/schema/settings.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createSession } from '../auth/sessions.ts';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi();
  const [user] = await api.db
    .insert(users)
    .values({ firstName: 'Erin', lastName: 'Educator', email: 'erin@school.org' })
    .returning();
  token = (await createSession(api.db, user!.id, 60_000)).token;
  await api.db.insert(programTerms).values([
    {
      program: 'BACKPACK_BUDDY',
      type: 'SCHOOL',
      year: 2025,
      startDate: '2025-08-01',
      endDate: '2026-05-31',
    },
    {
      program: 'BACKPACK_BUDDY',
      type: 'SUMMER',
      year: 2025,
      startDate: '2025-06-01',
      endDate: '2025-08-31',
    },
    {
      program: 'BACKPACK_BUDDY',
      type: 'SCHOOL',
      year: 2024,
      startDate: '2024-08-01',
      endDate: '2025-05-31',
    },
    {
      program: 'SCHOOL_MARKET',
      type: 'SCHOOL',
      year: 2025,
      startDate: '2025-08-01',
      endDate: '2026-05-31',
    },
  ]);
  await api.db.insert(programSettings).values([
    { program: 'BACKPACK_BUDDY', schoolEnabled: true, summerEnabled: false },
    { program: 'KIDS_CAFE', acceptingApplications: true, waitlisted: true, applicationYear: 2024 },
  ]);
  await api.db.insert(notifications).values([
    { program: 'BACKPACK_BUDDY', text: 'Reports for October are due November 5.' },
    { program: 'SCHOOL_MARKET', text: '   ' },
  ]);
});
afterAll(async () => {
  await api.close();
});

describe('programTerms', () => {
  const TERMS = `query ($programName: Program!, $termYear: Int) {
    programTerms(programName: $programName, termYear: $termYear) { termId type year termFormatted termFormattedShort startDate }
  }`;

  it("lists one program's terms of a year with their labels", async () => {
    const result = await api.gql(
      TERMS,
      { programName: 'BACKPACK_BUDDY', termYear: 2025 },
      { token },
    );
    expect(result.data).toEqual({
      programTerms: [
        {
          termId: expect.any(Number),
          type: 'SCHOOL',
          year: 2025,
          termFormatted: '2025-2026 School Year',
          termFormattedShort: 'SY 25-26',
          startDate: '2025-08-01T00:00:00.000Z',
        },
        {
          termId: expect.any(Number),
          type: 'SUMMER',
          year: 2025,
          termFormatted: 'Summer 2025',
          termFormattedShort: 'SU 25',
          startDate: '2025-06-01T00:00:00.000Z',
        },
      ],
    });
  });

  it('lists every year newest first without termYear, and nothing for a year without terms', async () => {
    const all = await api.gql<{ programTerms: { year: number }[] }>(
      TERMS,
      { programName: 'BACKPACK_BUDDY' },
      { token },
    );
    expect(all.data!.programTerms.map((t) => t.year)).toEqual([2025, 2025, 2024]);
    const none = await api.gql(TERMS, { programName: 'TEACHERS_AID', termYear: 2025 }, { token });
    expect(none.data).toEqual({ programTerms: [] });
  });

  it('refuses an unknown program name and an anonymous caller', async () => {
    expect(firstError(await api.gql(TERMS, { programName: 'LUNCH' }, { token }))).toMatch(
      /Program/,
    );
    expect(firstError(await api.gql(TERMS, { programName: 'BACKPACK_BUDDY' }))).toBe(
      MESSAGES.notLoggedIn,
    );
  });
});

describe('program configs', () => {
  it("reads each program's flags; a program without settings is closed", async () => {
    const result = await api.gql(
      `query {
        backpackBuddyConfig { schoolEnabled summerEnabled }
        schoolMarketConfig { schoolEnabled summerEnabled waitlistEnabled }
        kidsCafeConfig { acceptingApplications waitlisted applicationYear }
      }`,
      {},
      { token },
    );
    expect(result.data).toEqual({
      backpackBuddyConfig: { schoolEnabled: true, summerEnabled: false },
      schoolMarketConfig: { schoolEnabled: false, summerEnabled: false, waitlistEnabled: false },
      kidsCafeConfig: { acceptingApplications: true, waitlisted: true, applicationYear: 2024 },
    });
  });
});

describe('notification', () => {
  it('gives the Backpack Buddy banner by default and null for a blank text', async () => {
    const result = await api.gql(
      `query { bb: notification { text } sm: notification(program: SCHOOL_MARKET) { text } kc: notification(program: KIDS_CAFE) { text } }`,
      {},
      { token },
    );
    expect(result.data).toEqual({
      bb: { text: 'Reports for October are due November 5.' },
      sm: null,
      kc: null,
    });
  });
});

describe('enums', () => {
  it('returns the named enumerations with values and labels, the counties exactly', async () => {
    const result = await api.gql<{
      enums: { name: string; options: { value: string; label: string }[] }[];
    }>(`query { enums(names: ["counties", "schoolTypes"]) { name options { value label } } }`);
    const counties = result.data!.enums.find((e) => e.name === 'counties')!;
    expect(counties.options.map((o) => o.label)).toEqual([
      'Austin',
      'Brazoria',
      'Chambers',
      'Galveston',
      'Fort Bend',
      'Harris',
      'Liberty',
      'San Jacinto',
      'Trinity',
      'Walker',
      'Waller',
    ]);
    expect(result.data!.enums.map((e) => e.name).sort()).toEqual(['counties', 'schoolTypes']);
  });

  it('returns all enumerations without names', async () => {
    const result = await api.gql<{ enums: unknown[] }>(`query { enums { name } }`);
    expect(result.data!.enums).toHaveLength(Object.keys(ENUMERATIONS).length);
  });
});
