// Kids Cafe demo data: the sites of demo-kids-cafe-sites.ts (four of each type) with both points
// of contact, program statuses, SCHOOL and SUMMER applications in several statuses (answers from
// demo-kids-cafe-fields.ts) and the demo educators' grants, and the program's settings when
// missing. Approved applications are applied to their site (the site's profile and contacts are
// the application's) and grant the site to their submitter, as an approval does; any other
// application keeps the site as it gives it in proposed_site.
import { and, inArray, isNull } from 'drizzle-orm';
import { KIDS_CAFE_DEFAULT_APPLICATION_YEAR } from '@portal/domain';
import type { ProposedSite } from '../../modules/applications/kids-cafe/proposed-site.ts';
import type { Tx } from '../client.ts';
import { applicationKidsCafe } from '../schema/application-kids-cafe.ts';
import { users } from '../schema/auth.ts';
import { programSettings } from '../schema/settings.ts';
import { siteMembers, sites, userSites } from '../schema/sites.ts';
import { absentByName } from './demo-absent.ts';
import { kidsCafeAnswers } from './demo-kids-cafe-fields.ts';
import {
  DEMO_KIDS_CAFE_SITES,
  type DemoKidsCafeApplication,
  type DemoKidsCafeSite,
} from './demo-kids-cafe-sites.ts';
import { emailDomain, person, type Person } from './demo-people.ts';
import { createRandom } from './prng.ts';

const DAY = 86_400_000;
/** The team decides (approves, denies, waitlists) five days after a submission. */
const DECISION_DAYS = 5;
/** When an admin assigned the demo educators to their sites. */
const ASSIGNED_AT = new Date('2023-05-15T15:00:00Z');

export interface DemoKidsCafeContact extends Person {
  type: 'PRIMARY_POINT_CONTACT' | 'SECONDARY_POINT_CONTACT';
  isSupervisor: boolean;
}

/** The site's profile as the form gives it (and as the site keeps it once approved). */
export function demoKidsCafeSiteProfile(site: DemoKidsCafeSite) {
  return {
    name: site.name,
    address1: site.address1,
    address2: null,
    crossStreet: site.crossStreet,
    city: site.city,
    county: site.county,
    state: 'TX',
    zip: site.zip,
    closestSchool: site.closestSchool,
  };
}

/**
 * The two points of contact of the index-th site (the primary one its supervisor), or those an
 * application names: one naming a new secondary contact gives another person.
 */
export function demoKidsCafeContacts(
  index: number,
  application?: Pick<DemoKidsCafeApplication, 'newSecondaryContact'>,
): [DemoKidsCafeContact, DemoKidsCafeContact] {
  const site = DEMO_KIDS_CAFE_SITES[index]!;
  const domain = emailDomain(site.name);
  const afterSchool = site.type === 'AFTERSCHOOL_PROGRAM';
  const secondary = application?.newSecondaryContact
    ? { ...person(300 + index, 'coordinator', domain, site.areaCode), title: 'Family Advocate' }
    : {
        ...person(300 + index, 'secondary', domain, site.areaCode),
        title: afterSchool ? 'Site Coordinator' : 'Assistant Director',
      };
  return [
    {
      ...person(300 + index, 'contact', domain, site.areaCode),
      title: afterSchool ? 'Program Director' : 'Center Director',
      type: 'PRIMARY_POINT_CONTACT',
      isSupervisor: true,
    },
    { ...secondary, type: 'SECONDARY_POINT_CONTACT', isSupervisor: false },
  ];
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
const decided = (a: DemoKidsCafeApplication) =>
  a.status === 'APPROVED' || a.status === 'DENIED' || a.status === 'WAITLISTED';

/** When the team decided a submitted application (null while pending or a draft). */
export function demoKidsCafeDecidedAt(application: DemoKidsCafeApplication): Date | null {
  const submitted = date(application.submittedAt);
  return submitted && decided(application)
    ? new Date(submitted.getTime() + DECISION_DAYS * DAY)
    : null;
}

/**
 * Whether each application is the site's first in the program ('new', which the admin list's
 * Returning flag reads: spec 3 §4): no APPROVED application of the site was submitted before it.
 * Kids Cafe has no continuation (isContinuation stays false, as the server keeps it).
 */
export function demoKidsCafeNew(applications: readonly DemoKidsCafeApplication[]): boolean[] {
  const at = (a: DemoKidsCafeApplication) => date(a.submittedAt ?? a.startedAt)!.getTime();
  return applications.map(
    (a) => !applications.some((b) => b.status === 'APPROVED' && b.submittedAt && at(b) < at(a)),
  );
}

/**
 * The site's Kids Cafe status (programStatuses) from its applications: ACTIVE once approved;
 * otherwise from its latest submitted application, PENDING, WAITLISTED, or INACTIVE when denied
 * or withdrawn; none while it has only a draft or nothing.
 */
export function demoKidsCafeStatus(site: Pick<DemoKidsCafeSite, 'applications'>) {
  const submitted = site.applications
    .filter((a) => a.submittedAt)
    .sort((a, b) => a.submittedAt!.localeCompare(b.submittedAt!));
  const firstYear = submitted.length ? Math.min(...submitted.map((a) => a.year)) : null;
  const approved = submitted.filter((a) => a.status === 'APPROVED').at(-1);
  if (approved) return { status: 'ACTIVE', updatedAt: demoKidsCafeDecidedAt(approved), firstYear };
  const last = submitted.at(-1);
  if (!last) return { status: null, updatedAt: null, firstYear };
  const status =
    last.status === 'WAITLISTED'
      ? 'WAITLISTED'
      : last.status === 'DENIED' || last.status === 'WITHDRAWN'
        ? 'INACTIVE'
        : 'PENDING';
  return { status, updatedAt: demoKidsCafeDecidedAt(last) ?? date(last.submittedAt), firstYear };
}

/** The answers of the index-th site's application (deterministic: a stream per application). */
export function demoKidsCafeAnswers(index: number, application: DemoKidsCafeApplication) {
  const site = DEMO_KIDS_CAFE_SITES[index]!;
  const [primary] = demoKidsCafeContacts(index, application);
  const stream =
    7919 * (index + 1) + application.year * 2 + (application.type === 'SUMMER' ? 1 : 0);
  return kidsCafeAnswers(
    {
      siteType: site.type,
      type: application.type,
      year: application.year,
      draft: application.status === 'IN_PROGRESS',
      signer: `${primary.firstName} ${primary.lastName}`,
    },
    createRandom(stream),
  );
}

/** The Kids Cafe settings of a first start, unless an admin (or an earlier seed) set them. */
async function ensureSettings(tx: Tx) {
  await tx
    .insert(programSettings)
    .values({
      program: 'KIDS_CAFE',
      acceptingApplications: true,
      waitlisted: false,
      applicationYear: KIDS_CAFE_DEFAULT_APPLICATION_YEAR,
    })
    .onConflictDoNothing();
}

/**
 * Seeds the Kids Cafe demo (DEMO_KIDS_CAFE_SITES) in the caller's transaction: one statement per
 * table. Idempotent: a site already present (by name) is left as it is, with its applications
 * and grants. Deterministic: every date is fixed.
 */
export async function seedDemoKidsCafe(tx: Tx): Promise<void> {
  await ensureSettings(tx);
  const todo = (await absentByName(tx, sites, DEMO_KIDS_CAFE_SITES)).map(({ entry, index }) => ({
    site: entry,
    index,
  }));
  if (todo.length === 0) return;

  const emails = [...new Set(todo.flatMap(({ site }) => [...site.assigned, ...owners(site)]))];
  const accounts = emails.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(isNull(users.deletedAt), inArray(users.email, emails)))
    : [];
  const userId = (email: string) => accounts.find((u) => u.email === email)?.id ?? null;

  const inserted = await tx
    .insert(sites)
    .values(
      todo.map(({ site }) => {
        const status = demoKidsCafeStatus(site);
        const edited =
          status.status === 'ACTIVE' ? status.updatedAt! : new Date('2023-06-01T15:00:00Z');
        return {
          ...demoKidsCafeSiteProfile(site),
          type: site.type,
          statusKidsCafe: status.status,
          statusKidsCafeUpdatedAt: status.updatedAt,
          firstYearApplied: status.firstYear,
          lastEdited: edited,
          lastEditedSiteMembers: edited,
        };
      }),
    )
    .returning({ id: sites.id, name: sites.name });
  const siteId = (site: DemoKidsCafeSite) => inserted.find((s) => s.name === site.name)!.id;

  await tx
    .insert(siteMembers)
    .values(
      todo.flatMap(({ site, index }) =>
        demoKidsCafeContacts(index).map((contact) => ({ ...contact, siteId: siteId(site) })),
      ),
    );

  const applications = todo.flatMap(({ site, index }) => {
    const first = demoKidsCafeNew(site.applications);
    return site.applications.map((application, i) => {
      const draft = application.status === 'IN_PROGRESS';
      const submitted = date(application.submittedAt);
      const createdAt = submitted
        ? new Date(submitted.getTime() - 7 * DAY)
        : date(application.startedAt)!;
      const proposal: ProposedSite = {
        profile: { ...demoKidsCafeSiteProfile(site), type: site.type },
        members: demoKidsCafeContacts(index, application),
      };
      return {
        ...demoKidsCafeAnswers(index, application),
        status: application.status,
        draft,
        stepsCompleted: draft ? 0 : 1,
        new: first[i] ?? true,
        isContinuation: false,
        submittedAt: submitted,
        submittedById: userId(application.owner),
        createdAt,
        updatedAt: demoKidsCafeDecidedAt(application) ?? submitted ?? createdAt,
        siteId: siteId(site),
        type: application.type,
        applicationYear: application.year,
        // Applied to the site by the approval; kept on any other application.
        proposedSite: application.status === 'APPROVED' ? null : proposal,
      };
    });
  });
  if (applications.length > 0) await tx.insert(applicationKidsCafe).values(applications);

  // An admin's assignments, then the grants of approved applications to their submitters (an
  // account an admin assigned already keeps that grant).
  const grants = new Map<string, typeof userSites.$inferInsert>();
  for (const { site } of todo) {
    const wanted = [
      ...site.assigned.map((email) => ({ email, source: 'ADMIN', at: ASSIGNED_AT })),
      ...site.applications
        .filter((a) => a.status === 'APPROVED')
        .map((a) => ({ email: a.owner, source: 'APPLICATION', at: demoKidsCafeDecidedAt(a)! })),
    ];
    for (const { email, source, at } of wanted) {
      const id = userId(email);
      const key = `${id}:${siteId(site)}`;
      if (id === null || grants.has(key)) continue;
      grants.set(key, { userId: id, siteId: siteId(site), source, createdAt: at });
    }
  }
  if (grants.size > 0)
    await tx
      .insert(userSites)
      .values([...grants.values()])
      .onConflictDoNothing();
}

function owners(site: DemoKidsCafeSite): string[] {
  return site.applications.map((a) => a.owner);
}
