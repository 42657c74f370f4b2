/**
 * What the Partner Services application's tests send (not a test file itself): the save
 * mutation, the view query and a complete form, each contact with emails of its own.
 */
import type { TestApi } from '../../../testing/test-api.ts';

export const SAVE = `mutation ($input: SavePartnerServicesApplicationInput!) {
  savePartnerServicesApplication(input: $input) { applicationPartnerServicesId status } }`;

const CONTACT = 'type firstName lastName fullName title phone email';

export const ORGANIZATION_FIELDS = `id organizationId name einNumber address1 address2 city county
  state zip phone website primaryPointOfContact { ${CONTACT} }
  secondaryPointOfContact { ${CONTACT} }`;

export const APPLICATION = `query ($id: Int!) {
  applicationPartnerServices(applicationPartnerServicesId: $id) {
  id applicationPartnerServicesId status draft new applicationYear isContinuation submittedAt
  createdAt submittedBy { email fullName } daysOfOperation operatingHoursStartTime
  operatingHoursEndTime gateCode isNonProfit isReligious servicesInterest servicesInterestOther
  peopleServedPerMonth hasDryStorage hasCoolerStorage hasFreezerStorage
  hasFoodSafetyCertification nameSign agreeToProgramPurpose agreeNondiscrimination
  agreeNoReligiousActivity certififedVerification
  organization { ${ORGANIZATION_FIELDS} } } }`;

export type Saved = {
  savePartnerServicesApplication: { applicationPartnerServicesId: number; status: string };
};
type Contact = Record<string, unknown> | null;
export type OrganizationAnswer = Record<string, unknown> & {
  primaryPointOfContact: Contact;
  secondaryPointOfContact: Contact;
};
export type View = {
  applicationPartnerServices: Record<string, unknown> & { organization: OrganizationAnswer };
};

let n = 0;

/** A new agency's EIN no other form of the run has. */
export function uniqueEin() {
  n += 1;
  return `8${n % 10}-${String(3000000 + n * 7 + Math.floor(Math.random() * 600000)).slice(0, 7)}`;
}

/** An organization section: a new agency (no id) unless `organizationId` is given. */
export function organizationSection(organizationId: number | null = null) {
  n += 1;
  return {
    organizationId,
    name: 'Eastside Community Pantry',
    einNumber: uniqueEin(),
    address1: '42 Harvest Rd',
    address2: '',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77011',
    phone: '7135550170',
    website: 'https://eastside-pantry.example.org',
    primaryPointOfContact: {
      firstName: 'Rosa',
      lastName: 'Diaz',
      title: 'Director',
      phone: '713-555-0171',
      email: `rosa.${n}@pantry.test`,
    },
    secondaryPointOfContact: {
      firstName: 'Ben',
      lastName: 'Cho',
      title: '',
      phone: '7135550172',
      email: `ben.${n}@pantry.test`,
    },
  };
}

/** A complete Partner Services form (2025) for an organization of the caller's, or a new agency. */
export const partnerServicesForm = (
  organizationId: number | null = null,
  extra: Record<string, unknown> = {},
) => ({
  draft: false,
  applicationYear: 2025,
  organization: organizationSection(organizationId),
  daysOfOperation: ['TUESDAY', 'SATURDAY'],
  operatingHoursStartTime: '9:00 am',
  operatingHoursEndTime: '1:00 PM',
  gateCode: '#4411',
  isNonProfit: true,
  isReligious: true,
  servicesInterest: ['FOOD_PANTRY', 'OTHER'],
  servicesInterestOther: 'Diapers',
  peopleServedPerMonth: '1200',
  hasDryStorage: true,
  hasCoolerStorage: true,
  hasFreezerStorage: false,
  hasFoodSafetyCertification: true,
  nameSign: 'Rosa Diaz',
  agreeToProgramPurpose: true,
  agreeNondiscrimination: true,
  agreeNoReligiousActivity: true,
  certififedVerification: true,
  ...extra,
});

/** Saves the form as the token's user. */
export function save(api: TestApi, token: string, input: Record<string, unknown>) {
  return api.gql<Saved>(SAVE, { input }, { token });
}

/** Reads an application as the token's user. */
export function view(api: TestApi, token: string, id: number) {
  return api.gql<View>(APPLICATION, { id }, { token });
}
