import { and, eq, gt, like, max } from 'drizzle-orm';
import type { KidsCafeSiteType } from '@portal/domain';
import type { ProposedSite } from '../../modules/applications/kids-cafe/proposed-site.ts';
import type { Tx } from '../client.ts';
import { applicationKidsCafe } from '../schema/application-kids-cafe.ts';
import { users } from '../schema/auth.ts';
import type { ApplicationStatus, TermType } from '../schema/enums.ts';
import { siteMembers, sites, userSites } from '../schema/sites.ts';
import { COUNTIES, COUNTY_NAMES, FEATURES, PLACES } from './bench-places.ts';
import { insertAll } from './bulk.ts';
import { FIRST_NAMES, LAST_NAMES, STREETS } from './demo-data.ts';
import { kidsCafeAnswers } from './demo-kids-cafe-fields.ts';
import type { DemoKidsCafeApplication } from './demo-kids-cafe-sites.ts';
import {
  demoApplicationColumns,
  demoDecidedAt,
  demoHolderStatus,
  demoNew,
} from './demo-decisions.ts';
import type { Random } from './prng.ts';

// The benchmark's Kids Cafe sites (`npm run seed -- --sites N`, and 2,000 in `npm run bench`):
// both points of contact each, and SCHOOL and SUMMER applications of 2023 and 2024 (the default
// year) in every status for a share of them, with the answers of the demo's applications
// (demo-kids-cafe-fields.ts), so that the admin sites list and its export have realistic sizes.
// Bulk inserts of 1,000 rows; no statement per row.

const TYPE_WORDS: Record<KidsCafeSiteType, string[]> = {
  CHILDCARE: ['Child Care Center', 'Learning Center', 'Kids Academy'],
  HEAD_START: ['Head Start', 'Early Head Start'],
  AFTERSCHOOL_PROGRAM: ['Youth Club', 'Afterschool Program', 'Youth Center'],
};
const SITE_TYPES: [KidsCafeSiteType, number][] = [
  ['CHILDCARE', 45],
  ['HEAD_START', 20],
  ['AFTERSCHOOL_PROGRAM', 35],
];
/** The share of sites with an application of each term, oldest first. */
const TERMS: { type: TermType; year: number; share: number }[] = [
  { type: 'SCHOOL', year: 2023, share: 0.5 },
  { type: 'SUMMER', year: 2023, share: 0.3 },
  { type: 'SCHOOL', year: 2024, share: 0.7 },
  { type: 'SUMMER', year: 2024, share: 0.4 },
];
const STATUSES: [ApplicationStatus, number][] = [
  ['APPROVED', 40],
  ['PENDING', 20],
  ['IN_PROGRESS', 15],
  ['WAITLISTED', 10],
  ['DENIED', 10],
  ['WITHDRAWN', 5],
];

/** When a term's application is sent: SCHOOL Y in July Y, SUMMER Y in March Y + 1. */
function submittedAt(type: TermType, year: number, random: Random): string {
  const day = String(1 + random.int(28)).padStart(2, '0');
  return type === 'SCHOOL' ? `${year}-07-${day}T15:00:00Z` : `${year + 1}-03-${day}T15:00:00Z`;
}

interface PlannedSite {
  name: string;
  type: KidsCafeSiteType;
  profile: ProposedSite['profile'] & { name: string; state: string };
  members: ReturnType<typeof contact>[];
  applications: (DemoKidsCafeApplication & { ownerId: number | null })[];
}

function contact(random: Random, n: number, type: 'PRIMARY' | 'SECONDARY') {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    type: `${type}_POINT_CONTACT` as const,
    firstName,
    lastName,
    title: type === 'PRIMARY' ? 'Center Director' : 'Program Coordinator',
    phone: `713-555-${String(random.int(10000)).padStart(4, '0')}`,
    email: `${firstName}.${lastName}.${n}.${type}@bench-sites.example.org`.toLowerCase(),
    isSupervisor: type === 'PRIMARY',
  };
}

function planSite(
  random: Random,
  n: number,
  site: { name: string; type: KidsCafeSiteType },
  owners: number[],
): PlannedSite {
  const { name, type } = site;
  const county = random.pick(COUNTY_NAMES);
  const [city, zip] = random.pick(COUNTIES[county]!);
  const applications = TERMS.filter((t) => random.next() < t.share).map((t) => {
    const status = random.weighted(STATUSES);
    const ownerId = owners.length ? random.pick(owners) : null;
    return {
      type: t.type,
      year: t.year,
      status,
      owner: String(ownerId),
      ownerId,
      submittedAt: status === 'IN_PROGRESS' ? null : submittedAt(t.type, t.year, random),
      startedAt: submittedAt(t.type, t.year, random),
    };
  });
  return {
    name,
    type,
    profile: {
      name,
      type,
      address1: `${100 + random.int(9900)} ${random.pick(STREETS)}`,
      address2: null,
      crossStreet: random.pick(STREETS),
      city,
      county,
      state: 'TX',
      zip,
      closestSchool: `${random.pick(PLACES)} ${random.pick(FEATURES)} Elementary`,
    },
    members: [contact(random, n, 'PRIMARY'), contact(random, n, 'SECONDARY')],
    applications,
  };
}

/**
 * Adds `count` Kids Cafe sites (names unique in the database), their two contacts, their
 * applications (submitted by the benchmark's educators when there are any) and the grants of the
 * approved ones, with the sites' status columns following their applications. Deterministic for
 * a random stream; may run again on the same database.
 */
export async function seedBenchSites(
  tx: Tx,
  count: number,
  random: Random,
): Promise<{ sites: number; applications: number }> {
  if (count <= 0) return { sites: 0, applications: 0 };
  const [base] = await tx.select({ value: max(sites.id) }).from(sites);
  const offset = base?.value ?? 0;
  const owners = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'EDUCATOR'), like(users.email, '%@bench.example.org')))
      .orderBy(users.id)
      .limit(200)
  ).map((u) => u.id);
  const taken = new Set(
    (await tx.select({ name: sites.name }).from(sites)).map((s) => s.name.toLowerCase()),
  );
  const planned = Array.from({ length: count }, (_, n) => {
    const type = random.weighted(SITE_TYPES);
    const stem = `${random.pick(PLACES)} ${random.pick(FEATURES)} ${random.pick(TYPE_WORDS[type])}`;
    let name = stem;
    for (let k = 2; taken.has(name.toLowerCase()); k++) name = `${stem} ${k}`;
    taken.add(name.toLowerCase());
    return planSite(random, offset + n + 1, { name, type }, owners);
  });

  await insertAll(
    tx,
    sites,
    planned.map((site) => {
      const status = demoHolderStatus(site.applications);
      const { type: _type, ...profile } = site.profile;
      return {
        ...profile,
        type: site.type,
        statusKidsCafe: status.status,
        statusKidsCafeUpdatedAt: status.updatedAt,
        firstYearApplied: status.firstYear,
      };
    }),
  );
  const inserted = await tx
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(gt(sites.id, offset));
  const idOf = new Map(inserted.map((s) => [s.name, s.id]));
  const ids = planned.map((site) => idOf.get(site.name)!);

  await insertAll(
    tx,
    siteMembers,
    planned.flatMap((site, i) => site.members.map((m) => ({ ...m, siteId: ids[i]! }))),
  );
  const applications = planned.flatMap((site, i) => {
    const first = demoNew(site.applications);
    return site.applications.map((a, k) => ({
      ...kidsCafeAnswers(
        {
          siteType: site.type,
          type: a.type,
          year: a.year,
          draft: a.status === 'IN_PROGRESS',
          signer: `${site.members[0]!.firstName} ${site.members[0]!.lastName}`,
        },
        random,
      ),
      ...demoApplicationColumns(a, first[k] ?? true, a.ownerId),
      siteId: ids[i]!,
      type: a.type,
      applicationYear: a.year,
      proposedSite:
        a.status === 'APPROVED' ? null : { profile: site.profile, members: site.members },
    }));
  });
  await insertAll(tx, applicationKidsCafe, applications);

  const grants = new Map<string, typeof userSites.$inferInsert>();
  planned.forEach((site, i) => {
    for (const a of site.applications) {
      if (a.status !== 'APPROVED' || a.ownerId === null) continue;
      const key = `${a.ownerId}:${ids[i]}`;
      if (!grants.has(key)) {
        grants.set(key, {
          userId: a.ownerId,
          siteId: ids[i]!,
          source: 'APPLICATION',
          createdAt: demoDecidedAt(a)!,
        });
      }
    }
  });
  await insertAll(tx, userSites, [...grants.values()]);
  return { sites: count, applications: applications.length };
}
