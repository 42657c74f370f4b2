import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDayToUs } from '@portal/domain';
import { kidsCafeApplicationSchema } from '@portal/domain/programs/kids-cafe';
import type { ProposedSite } from '../../modules/applications/kids-cafe/proposed-site.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import { applicationKidsCafe, siteMembers, sites, userSites } from '../schema/index.ts';
import { seedBench } from './bench.ts';

const opened: Database[] = [];
async function fresh(): Promise<Database> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

const total = async (database: Database, table: typeof sites | typeof siteMembers) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
};

describe('seedBench: Kids Cafe sites', () => {
  let database: Database;
  beforeAll(async () => {
    database = await fresh();
    await seedBench(database.db, { schools: 50, sites: 300, seed: 5 });
  });

  it('adds the sites with both contacts, names unique', async () => {
    const rows = await database.db.select().from(sites);
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((s) => s.name.toLowerCase())).size).toBe(300);
    expect(new Set(rows.map((s) => s.type))).toEqual(
      new Set(['CHILDCARE', 'HEAD_START', 'AFTERSCHOOL_PROGRAM']),
    );
    expect(await total(database, siteMembers)).toBe(600);
    const primaries = await database.db
      .select({ n: count() })
      .from(siteMembers)
      .where(
        and(eq(siteMembers.type, 'PRIMARY_POINT_CONTACT'), eq(siteMembers.isSupervisor, true)),
      );
    expect(primaries[0]!.n).toBe(300);
  });

  it('gives a share of them applications of both types in every status, consistent ones', async () => {
    const rows = await database.db
      .select({ app: applicationKidsCafe, site: sites })
      .from(applicationKidsCafe)
      .innerJoin(sites, eq(sites.id, applicationKidsCafe.siteId))
      .where(isNull(applicationKidsCafe.deletedAt))
      .orderBy(asc(applicationKidsCafe.id));
    expect(rows.length).toBeGreaterThan(300);
    expect(new Set(rows.map((r) => `${r.app.type} ${r.app.applicationYear}`))).toEqual(
      new Set(['SCHOOL 2023', 'SUMMER 2023', 'SCHOOL 2024', 'SUMMER 2024']),
    );
    expect(new Set(rows.map((r) => r.app.status)).size).toBe(6);
    expect(rows.every((r) => r.app.submittedById !== null)).toBe(true);
    // A sample parses with the form's schema (its site as its proposal gives it).
    for (const { app, site } of rows.filter((r) => r.app.status === 'PENDING').slice(0, 20)) {
      const proposal = app.proposedSite as ProposedSite;
      const contact = (type: string) => proposal.members.find((m) => m.type === type);
      const parsed = kidsCafeApplicationSchema('submit').safeParse({
        ...app,
        startDate: isoDayToUs(app.startDate!),
        endDate: isoDayToUs(app.endDate!),
        site: {
          ...proposal.profile,
          siteId: site.id,
          primaryPointOfContact: contact('PRIMARY_POINT_CONTACT'),
          secondaryPointOfContact: contact('SECONDARY_POINT_CONTACT'),
        },
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(site.statusKidsCafe).not.toBeNull();
    }
    for (const { app, site } of rows.filter((r) => r.app.status === 'APPROVED')) {
      expect(app.proposedSite).toBeNull();
      expect(site.statusKidsCafe).toBe('ACTIVE');
    }
  });

  it('grants approved sites to their submitters', async () => {
    const approved = await database.db
      .selectDistinct({
        userId: applicationKidsCafe.submittedById,
        siteId: applicationKidsCafe.siteId,
      })
      .from(applicationKidsCafe)
      .where(eq(applicationKidsCafe.status, 'APPROVED'));
    const grants = await database.db.select().from(userSites);
    expect(grants.map((g) => [g.userId, g.siteId, g.source]).sort()).toEqual(
      approved.map((a) => [a.userId, a.siteId, 'APPLICATION']).sort(),
    );
  });

  it('is deterministic for a seed, and adds none by default', async () => {
    const other = await fresh();
    await seedBench(other.db, { schools: 50, sites: 300, seed: 5 });
    const names = async (d: Database) =>
      (await d.db.select({ name: sites.name }).from(sites).orderBy(asc(sites.id))).map(
        (s) => s.name,
      );
    expect(await names(other)).toEqual(await names(database));
    const none = await fresh();
    const result = await seedBench(none.db, { schools: 10 });
    expect(result.sites).toBe(0);
    expect(await total(none, sites)).toBe(0);
  });
});
