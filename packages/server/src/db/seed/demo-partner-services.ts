// Partner Services demo data: the organizations of demo-partner-services-organizations.ts with
// both points of contact, program statuses, applications of 2024 and 2025 in several statuses and
// the demo educators' grants, and the program's settings when missing. Each application is its
// form (demoPartnerServicesForm) parsed with the domain's schema and stored as the server's save
// stores it (its columns and its organization as proposal). Approved applications are applied to
// their organization (its profile and contacts are the application's) and grant it to their
// submitter, as an approval does; any other keeps the organization as it gives it in
// proposed_organization. A new agency's organization exists from the submission of its first
// application (made from the proposal: no contacts until approved, no grant); its draft names none.
import { PROGRAMS_BY_KEY } from '@portal/domain';
import {
  partnerServicesApplicationSchema,
  type PartnerServicesApplicationInput,
} from '@portal/domain/programs/partner-services';
import { proposedOrganizationOf } from '../../modules/applications/partner-services/proposed-organization.ts';
import { applicationColumnsOf } from '../../modules/applications/partner-services/values.ts';
import type { Tx } from '../client.ts';
import { applicationPartnerServices } from '../schema/application-partner-services.ts';
import { organizationMembers, organizations, userOrganizations } from '../schema/organizations.ts';
import { programSettings } from '../schema/settings.ts';
import { absentByName } from './demo-absent.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoAccountIds } from './demo-account-ids.ts';
import { demoApplicationColumns, demoGrants, demoHolderStatus, demoNew } from './demo-decisions.ts';
import {
  DEMO_PARTNER_SERVICES_ORGANIZATIONS,
  type DemoPartnerServicesApplication,
  type DemoPartnerServicesOrganization,
} from './demo-partner-services-organizations.ts';
import { emailDomain, person, type Person } from './demo-people.ts';

/** When the food bank added the agencies it knew before the portal ('ADMIN' origin). */
const ADDED_AT = new Date('2023-09-01T15:00:00Z');
/** When an admin assigned the demo educators to their organizations. */
const ASSIGNED_AT = new Date('2023-09-15T15:00:00Z');
/** A year's people served per month is this share of the latest year's. */
const EARLIER_YEAR_SHARE = 0.9;

export interface DemoPartnerServicesContact extends Person {
  type: 'PRIMARY_POINT_CONTACT' | 'SECONDARY_POINT_CONTACT';
}

/** The organization's profile as the form gives it (and as the organization keeps it). */
export function demoPartnerServicesProfile(organization: DemoPartnerServicesOrganization) {
  return {
    name: organization.name,
    einNumber: organization.einNumber,
    address1: organization.address1,
    address2: organization.address2 ?? null,
    city: organization.city,
    county: organization.county,
    state: 'TX' as const,
    zip: organization.zip,
    phone: organization.phone,
    website: organization.website ?? null,
  };
}

/**
 * The two points of contact of the index-th organization, or those an application names: one
 * naming a new secondary contact gives another person.
 */
export function demoPartnerServicesContacts(
  index: number,
  application?: Pick<DemoPartnerServicesApplication, 'newSecondaryContact'>,
): [DemoPartnerServicesContact, DemoPartnerServicesContact] {
  const organization = DEMO_PARTNER_SERVICES_ORGANIZATIONS[index]!;
  const domain = emailDomain(organization.name);
  const { areaCode, titles } = organization;
  const secondary = application?.newSecondaryContact
    ? person(500 + index, 'coordinator', domain, areaCode)
    : person(500 + index, 'secondary', domain, areaCode);
  return [
    {
      ...person(500 + index, 'contact', domain, areaCode),
      title: titles[0],
      type: 'PRIMARY_POINT_CONTACT',
    },
    { ...secondary, title: titles[1], type: 'SECONDARY_POINT_CONTACT' },
  ];
}

const isDraft = (application: DemoPartnerServicesApplication) =>
  application.status === 'IN_PROGRESS';

/** The name typed under the agreement: the demo educator's who submits it. */
function signer(email: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  return `${account.firstName} ${account.lastName}`;
}

/**
 * The form of the index-th organization's application as its owner filled it in: the
 * organization's details and contacts (with its id unless a new agency's), the agency's answers
 * (people served: the latest year's, EARLIER_YEAR_SHARE of it before), and, unless a draft, the
 * agreement signed with the owner's name. A draft leaves the agreement and the food-safety answer.
 */
export function demoPartnerServicesForm(
  index: number,
  application: DemoPartnerServicesApplication,
  organizationId: number | null,
): PartnerServicesApplicationInput {
  const organization = DEMO_PARTNER_SERVICES_ORGANIZATIONS[index]!;
  const answers = organization.answers;
  const draft = isDraft(application);
  const contact = ({ type: _type, ...details }: DemoPartnerServicesContact) => details;
  const [primary, secondary] = demoPartnerServicesContacts(index, application);
  const latest = Math.max(...organization.applications.map((a) => a.year));
  const served =
    application.year === latest
      ? answers.peopleServed
      : Math.round(answers.peopleServed * EARLIER_YEAR_SHARE);
  return {
    applicationYear: application.year,
    // Not asked on the form: the seed records it from the organization's history.
    new: null,
    organization: {
      organizationId: application.newAgency ? null : organizationId,
      ...demoPartnerServicesProfile(organization),
      primaryPointOfContact: contact(primary),
      secondaryPointOfContact: contact(secondary),
    },
    daysOfOperation: answers.days,
    operatingHoursStartTime: answers.hours[0],
    operatingHoursEndTime: answers.hours[1],
    gateCode: answers.gateCode ?? null,
    isNonProfit: true,
    isReligious: answers.isReligious,
    servicesInterest: answers.services,
    servicesInterestOther: answers.servicesOther ?? null,
    peopleServedPerMonth: String(served),
    hasDryStorage: answers.storage.dry,
    hasCoolerStorage: answers.storage.cooler,
    hasFreezerStorage: answers.storage.freezer,
    hasFoodSafetyCertification: draft ? null : answers.foodSafetyCertified,
    nameSign: draft ? null : signer(application.owner),
    agreeToProgramPurpose: !draft,
    agreeNondiscrimination: !draft,
    agreeNoReligiousActivity: !draft,
    certififedVerification: !draft,
  };
}

/** The form parsed as the server's save parses it (submit, or draft for a draft). */
export function parseDemoPartnerServicesForm(
  index: number,
  application: DemoPartnerServicesApplication,
  organizationId: number | null,
) {
  const form = demoPartnerServicesForm(index, application, organizationId);
  const mode = isDraft(application) ? 'draft' : 'submit';
  const parsed = partnerServicesApplicationSchema(mode).safeParse(form);
  if (!parsed.success) {
    const organization = DEMO_PARTNER_SERVICES_ORGANIZATIONS[index]!.name;
    throw new Error(
      `Demo Partner Services application of ${organization} (${application.year}) does not ` +
        `parse: ${JSON.stringify(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}

/** Whether the organization has its contacts: added by the food bank, or applied by an approval. */
export const demoPartnerServicesHasContacts = (organization: DemoPartnerServicesOrganization) =>
  organization.origin === 'ADMIN' || organization.applications.some((a) => a.status === 'APPROVED');

/**
 * When the organization was made: the food bank's agencies before the portal, a new agency's at
 * the submission of its first application.
 */
function createdAt(organization: DemoPartnerServicesOrganization): Date {
  if (organization.origin === 'ADMIN') return ADDED_AT;
  const first = organization.applications
    .map((a) => a.submittedAt)
    .filter((at): at is string => at !== null)
    .sort()[0];
  return new Date(first!);
}

/**
 * The organization's first year in the program: its first approved application's (what the
 * approval records), none before.
 */
function firstYearApproved(organization: DemoPartnerServicesOrganization): number | null {
  const years = organization.applications.filter((a) => a.status === 'APPROVED').map((a) => a.year);
  return years.length ? Math.min(...years) : null;
}

/** The Partner Services settings of a first start, unless an admin (or an earlier seed) set them. */
async function ensureSettings(tx: Tx) {
  await tx
    .insert(programSettings)
    .values({
      program: 'PARTNER_SERVICES',
      acceptingApplications: true,
      applicationYear: PROGRAMS_BY_KEY.partnerServices.defaultTermYear,
    })
    .onConflictDoNothing();
}

/**
 * Seeds the Partner Services demo (DEMO_PARTNER_SERVICES_ORGANIZATIONS) in the caller's
 * transaction: one statement per table. Idempotent: an organization already present (by name) is
 * left as it is, with its applications and grants. Deterministic: every date is fixed.
 */
export async function seedDemoPartnerServices(tx: Tx): Promise<void> {
  await ensureSettings(tx);
  const todo = (await absentByName(tx, organizations, DEMO_PARTNER_SERVICES_ORGANIZATIONS)).map(
    ({ entry, index }) => ({ organization: entry, index }),
  );
  if (todo.length === 0) return;

  const userId = await demoAccountIds(
    tx,
    todo.flatMap(({ organization: o }) => [...o.assigned, ...o.applications.map((a) => a.owner)]),
  );

  const inserted = await tx
    .insert(organizations)
    .values(
      todo.map(({ organization }) => {
        const status = demoHolderStatus(organization.applications);
        const created = createdAt(organization);
        const edited = status.status === 'ACTIVE' ? status.updatedAt! : created;
        return {
          ...demoPartnerServicesProfile(organization),
          statusPartnerServices: status.status,
          statusPartnerServicesUpdatedAt: status.updatedAt,
          firstYearApplied: firstYearApproved(organization),
          createdAt: created,
          updatedAt: edited,
          lastEdited: edited,
          lastEditedMembers: demoPartnerServicesHasContacts(organization) ? edited : null,
        };
      }),
    )
    .returning({ id: organizations.id, name: organizations.name });
  const organizationId = (organization: DemoPartnerServicesOrganization) =>
    inserted.find((o) => o.name === organization.name)!.id;

  const members = todo.flatMap(({ organization, index }) =>
    demoPartnerServicesHasContacts(organization)
      ? demoPartnerServicesContacts(index).map((contact) => ({
          ...contact,
          organizationId: organizationId(organization),
        }))
      : [],
  );
  if (members.length > 0) await tx.insert(organizationMembers).values(members);

  const applications = todo.flatMap(({ organization, index }) => {
    const first = demoNew(organization.applications);
    const id = organizationId(organization);
    return organization.applications.map((application, i) => {
      const parsed = parseDemoPartnerServicesForm(index, application, id);
      return {
        ...applicationColumnsOf(parsed),
        ...demoApplicationColumns(application, first[i] ?? true, userId(application.owner)),
        // A new agency's draft names no organization; its submission found or made one.
        organizationId: isDraft(application) && application.newAgency ? null : id,
        applicationYear: application.year,
        // Applied to the organization by the approval; kept on any other application.
        proposedOrganization:
          application.status === 'APPROVED' ? null : proposedOrganizationOf(parsed),
      };
    });
  });
  if (applications.length > 0) await tx.insert(applicationPartnerServices).values(applications);

  // An admin's assignments, then the grants of approved applications to their submitters (an
  // account an admin assigned already keeps that grant).
  const grants = todo.flatMap(({ organization }) =>
    demoGrants(organization, ASSIGNED_AT).flatMap(({ email, ...grant }) => {
      const id = userId(email);
      return id === null
        ? []
        : [{ ...grant, userId: id, organizationId: organizationId(organization) }];
    }),
  );
  if (grants.length > 0) await tx.insert(userOrganizations).values(grants).onConflictDoNothing();
}
