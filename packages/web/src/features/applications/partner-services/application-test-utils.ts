import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { makeUser } from '../../../test/fixtures';
import type { CurrentUser } from '../../../lib/current-user';
import { sessionResult } from '../backpack-buddy/application-test-utils';

type Handlers = Parameters<typeof fakeLink>[0];

export function configResult(config: Record<string, unknown> = {}) {
  return {
    data: {
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'PARTNER_SERVICES',
        program: 'PARTNER_SERVICES',
        acceptingApplications: true,
        applicationYear: 2024,
        ...config,
      },
    },
  };
}

export function makeContact(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerServicesContact',
    type: 'PRIMARY_POINT_CONTACT',
    firstName: 'Dana',
    lastName: 'Whitfield',
    title: 'Pantry Director',
    phone: '713-555-0142',
    email: 'dana@pantry.example',
    ...overrides,
  };
}

export const SECONDARY_CONTACT = makeContact({
  type: 'SECONDARY_POINT_CONTACT',
  firstName: 'Luis',
  lastName: 'Ortega',
  title: null,
  phone: '713-555-0143',
  email: 'luis@pantry.example',
});

/** An organization as partnerServicesOrganization and the application give it: Eastside Pantry. */
export function makeOrganization(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerServicesApplicationOrganization',
    id: 'PartnerServicesApplicationOrganization:31',
    organizationId: 31,
    name: 'Eastside Community Pantry',
    einNumber: '74-1234567',
    address1: '410 Market St',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77020',
    phone: '713-555-0140',
    website: 'https://eastsidepantry.example.org',
    primaryPointOfContact: makeContact(),
    secondaryPointOfContact: SECONDARY_CONTACT,
    ...overrides,
  };
}

/**
 * A complete application as the API answers it: in progress, 2024, organization 31, a food pantry
 * open Tuesdays and Saturdays, the agreement signed.
 */
export function makeApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApplicationPartnerServices',
    id: 'ApplicationPartnerServices:7',
    applicationPartnerServicesId: 7,
    status: 'IN_PROGRESS',
    draft: true,
    new: null,
    applicationYear: 2024,
    submittedAt: null,
    organization: makeOrganization(),
    daysOfOperation: ['TUESDAY', 'SATURDAY'],
    operatingHoursStartTime: '9:00 AM',
    operatingHoursEndTime: '12:00 PM',
    gateCode: '4321',
    isNonProfit: true,
    isReligious: false,
    servicesInterest: ['FOOD_PANTRY', 'OTHER'],
    servicesInterestOther: 'Diaper bank',
    peopleServedPerMonth: 1200,
    hasDryStorage: true,
    hasCoolerStorage: true,
    hasFreezerStorage: false,
    hasFoodSafetyCertification: true,
    nameSign: 'Dana Whitfield',
    agreeToProgramPurpose: true,
    agreeNondiscrimination: true,
    agreeNoReligiousActivity: true,
    certififedVerification: true,
    ...overrides,
  };
}

export const ORGANIZATION_OPTIONS = {
  data: {
    userOrganizationOptions: [
      {
        __typename: 'OrganizationOption',
        id: 'OrganizationOption:31',
        organizationId: 31,
        name: 'Eastside Community Pantry',
      },
      {
        __typename: 'OrganizationOption',
        id: 'OrganizationOption:32',
        organizationId: 32,
        name: 'Bayou City Shelter',
      },
    ],
  },
};

export function savePayload(id = 7, status = 'IN_PROGRESS') {
  return {
    data: {
      savePartnerServicesApplication: {
        __typename: 'SavePartnerServicesApplicationPayload',
        applicationPartnerServicesId: id,
        status,
      },
    },
  };
}

/** Organization 32 as partnerServicesOrganization gives it: its contacts not given. */
const BAYOU_CITY_SHELTER = makeOrganization({
  id: 'PartnerServicesApplicationOrganization:32',
  organizationId: 32,
  name: 'Bayou City Shelter',
  einNumber: '76-7654321',
  address1: '88 Bayou Rd',
  website: null,
  primaryPointOfContact: null,
  secondaryPointOfContact: null,
});

/** A fake API for the Partner Services screens; `overrides` replace or add operations. */
export function partnerServicesLink(
  user: CurrentUser = makeUser(),
  overrides: Handlers = {},
): FakeLink {
  return fakeLink({
    CurrentUser: () => sessionResult(user),
    PartnerServicesIntake: () => configResult(),
    PartnerServicesOrganizationOptions: () => ORGANIZATION_OPTIONS,
    PartnerServicesOrganization: (variables) => ({
      data: {
        partnerServicesOrganization:
          variables.organizationId === 32 ? BAYOU_CITY_SHELTER : makeOrganization(),
      },
    }),
    PartnerServicesApplication: () => ({
      data: { applicationPartnerServices: makeApplication() },
    }),
    UserApplicationsPartnerServices: () => ({ data: { userApplicationsPartnerServices: [] } }),
    ...overrides,
  });
}
