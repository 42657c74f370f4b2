// Kids Cafe demo data: the sites of demo-kids-cafe-sites.ts (four of each type) with both points
// of contact, program statuses, SCHOOL and SUMMER applications in several statuses (answers from
// demo-kids-cafe-fields.ts) and the demo educators' grants, and the program's settings when
// missing. Approved applications are applied to their site (the site's profile and contacts are
// the application's) and grant the site to their submitter, as an approval does; any other
// application keeps the site as it gives it in proposed_site.
import { KIDS_CAFE_DEFAULT_APPLICATION_YEAR } from '@portal/domain';
import type { ProposedSite } from '../../modules/applications/kids-cafe/proposed-site.ts';
import type { Tx } from '../client.ts';
import { applicationKidsCafe } from '../schema/application-kids-cafe.ts';
import { programSettings } from '../schema/settings.ts';
import { siteMembers, sites, userSites } from '../schema/sites.ts';
import { absentByName } from './demo-absent.ts';
import { demoAccountIds } from './demo-account-ids.ts';
import { demoApplicationColumns, demoGrants, demoHolderStatus, demoNew } from './demo-decisions.ts';
import { kidsCafeAnswers } from './demo-kids-cafe-fields.ts';
import {
  DEMO_KIDS_CAFE_SITES,
  type DemoKidsCafeApplication,
  type DemoKidsCafeSite,
} from './demo-kids-cafe-sites.ts';
import { emailDomain, person, type Person } from './demo-people.ts';
import { createRandom } from './prng.ts';

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

  const userId = await demoAccountIds(
    tx,
    todo.flatMap(({ site }) => [...site.assigned, ...site.applications.map((a) => a.owner)]),
  );

  const inserted = await tx
    .insert(sites)
    .values(
      todo.map(({ site }) => {
        const status = demoHolderStatus(site.applications);
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
    const first = demoNew(site.applications);
    return site.applications.map((application, i) => {
      const proposal: ProposedSite = {
        profile: { ...demoKidsCafeSiteProfile(site), type: site.type },
        members: demoKidsCafeContacts(index, application),
      };
      return {
        ...demoKidsCafeAnswers(index, application),
        ...demoApplicationColumns(application, first[i] ?? true, userId(application.owner)),
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
  const grants = todo.flatMap(({ site }) =>
    demoGrants(site, ASSIGNED_AT).flatMap(({ email, ...grant }) => {
      const id = userId(email);
      return id === null ? [] : [{ ...grant, userId: id, siteId: siteId(site) }];
    }),
  );
  if (grants.length > 0) await tx.insert(userSites).values(grants).onConflictDoNothing();
}
