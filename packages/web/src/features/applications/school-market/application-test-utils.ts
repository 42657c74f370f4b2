import { makeUser } from '../../../test/fixtures';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import type { CurrentUser } from '../../../lib/current-user';
import { DISTRICTS, schoolsResult, sessionResult } from '../backpack-buddy/application-test-utils';

type Handlers = Parameters<typeof fakeLink>[0];

export const TERMS = [
  { termId: 41, type: 'SCHOOL', year: 2025, termFormatted: '2025-2026 School Year' },
  { termId: 42, type: 'SUMMER', year: 2025, termFormatted: 'Summer 2025' },
];

export function intakeResult(terms = TERMS, config = { schoolEnabled: true, summerEnabled: true }) {
  return {
    data: {
      programTerms: terms.map((t) => ({ __typename: 'ProgramTerm', ...t })),
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'SCHOOL_MARKET',
        program: 'SCHOOL_MARKET',
        ...config,
      },
    },
  };
}

export function makeContact(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SchoolMarketContact',
    firstName: 'Pat',
    lastName: 'Principal',
    title: null,
    phone: '713-555-0101',
    email: 'pat@school.example',
    ...overrides,
  };
}

export const PRIMARY_CONTACT = makeContact({
  firstName: 'Kim',
  lastName: 'Contact',
  title: 'Counselor',
  phone: '713-555-0102',
  email: 'kim@school.example',
});

/** The school as schoolMarketSchool and the application give it: Lincoln Middle, Aldine ISD. */
export function makeSchool(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SchoolMarketApplicationSchool',
    id: 'SchoolMarketApplicationSchool:42',
    schoolId: 42,
    name: 'Lincoln Middle School',
    type: 'MIDDLE',
    districtId: 3,
    districtName: 'Aldine ISD',
    address1: '100 Main St',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77011',
    gradesServed: ['6', '7', '8'],
    schoolMarketAgencyNumber: 'A-100',
    primaryPointOfContact: PRIMARY_CONTACT,
    principal: makeContact(),
    ...overrides,
  };
}

/** A complete application as the API answers it: in progress, SCHOOL term 41, school 42. */
export function makeApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApplicationSchoolMarket',
    id: 'ApplicationSchoolMarket:7',
    applicationSchoolMarketId: 7,
    status: 'IN_PROGRESS',
    heldForReview: false,
    draft: true,
    new: false,
    termId: 41,
    term: {
      __typename: 'ProgramTerm',
      termId: 41,
      type: 'SCHOOL',
      year: 2025,
      termFormatted: '2025-2026 School Year',
    },
    isContinuation: false,
    organizationType: 'PUBLIC_SCHOOL',
    nonProfitOrganizations: null,
    numTotalEnrollment: 500,
    numReducedLunch: 100,
    numFreeLunch: 200,
    marketType: 'BRICK_MORTAR',
    operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
    preferredDistributionDay: 'TUESDAY',
    preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
    secondaryPreferredDistributionDay: 'THURSDAY',
    secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
    agreeToProgramPurpose: true,
    agreeNondiscrimination: true,
    agreeToProgramResponsibilities: true,
    nameSignFirst: 'Erin Educator',
    nameSignSecond: 'Erin Educator',
    nameSignThird: 'Erin Educator',
    certififedVerification: true,
    submittedAt: null,
    signerRole: 'PRINCIPAL',
    school: makeSchool(),
    agreement: { __typename: 'AgreementInfo', version: 'newer', date: '3/4/2025' },
    ...overrides,
  };
}

export function savePayload(id = 7, status = 'IN_PROGRESS') {
  return {
    data: {
      saveSchoolMarketApplication: {
        __typename: 'SaveSchoolMarketApplicationPayload',
        applicationSchoolMarketId: id,
        status,
        applicationBackpackBuddyId: null,
      },
    },
  };
}

export function inProgressNotice(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SchoolMarketInProgressNotice',
    applicationSchoolMarketId: 90,
    termYear: 2025,
    starterName: 'Olga Other',
    starterEmail: 'olga@school.example',
    contactEmail: 'schoolmarket@foodbank.example',
    ...overrides,
  };
}

/** A fake API for the School Market screens; `overrides` replace or add operations. */
export function schoolMarketLink(
  user: CurrentUser = makeUser(),
  overrides: Handlers = {},
): FakeLink {
  return fakeLink({
    CurrentUser: () => sessionResult(user),
    SchoolMarketIntake: () => intakeResult(),
    ApplicationDistricts: () => DISTRICTS,
    ApplicationSchools: schoolsResult,
    SchoolMarketSchool: (variables) => ({
      data: {
        schoolMarketSchool: makeSchool(
          variables.schoolId === 43
            ? {
                id: 'SchoolMarketApplicationSchool:43',
                schoolId: 43,
                name: 'Jackson Middle School',
                districtId: 4,
                districtName: 'Houston ISD',
                address1: '200 Oak St',
                primaryPointOfContact: null,
                principal: null,
              }
            : {},
        ),
      },
    }),
    SchoolMarketInProgress: () => ({ data: { applicationInProgressSchoolMarket: null } }),
    SchoolMarketApplication: () => ({ data: { applicationSchoolMarket: makeApplication() } }),
    SchoolMarketUserApplications: () => ({ data: { userApplicationsSchoolMarket: [] } }),
    ...overrides,
  });
}
