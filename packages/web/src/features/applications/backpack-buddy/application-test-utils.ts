import { ENUMERATIONS, ENUM_NAMES } from '@portal/domain';
import type { CurrentUser } from '../../../lib/current-user';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { makeUser } from '../../../test/fixtures';

type Handlers = Parameters<typeof fakeLink>[0];

/** The start-up answer with every enumeration of the domain (the form's selects need them). */
export function sessionResult(user: CurrentUser) {
  return {
    data: {
      educatorUser: { __typename: 'EducatorUser', ...user },
      enums: ENUM_NAMES.map((name) => ({
        __typename: 'Enumeration',
        name,
        options: ENUMERATIONS[name].options.map((o) => ({ __typename: 'EnumOption', ...o })),
      })),
    },
  };
}

export const TERMS = [
  { termId: 31, type: 'SCHOOL', year: 2025, termFormatted: '2025-2026 School Year' },
  { termId: 32, type: 'SUMMER', year: 2025, termFormatted: 'Summer 2025' },
];

export function intakeResult(terms = TERMS, config = { schoolEnabled: true, summerEnabled: true }) {
  return {
    data: {
      programTerms: terms.map((t) => ({ __typename: 'ProgramTerm', ...t })),
      backpackBuddyConfig: { __typename: 'BackpackBuddyConfig', ...config },
    },
  };
}

export const PRINCIPAL = {
  __typename: 'TeamMember',
  teamMemberId: 501,
  type: 'PRINCIPAL',
  firstName: 'Pat',
  lastName: 'Principal',
  title: null,
  phone: '713-555-0101',
  email: 'pat@school.example',
};

export const PRIMARY = {
  __typename: 'TeamMember',
  teamMemberId: 502,
  type: 'PRIMARY',
  firstName: 'Kim',
  lastName: 'Coordinator',
  title: 'Counselor',
  phone: '713-555-0102',
  email: 'kim@school.example',
};

/** An application as the API answers it: in progress, step 1 saved, school 42 with a roster. */
export function makeApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApplicationBackpackBuddy',
    id: 'ApplicationBackpackBuddy:7',
    applicationBackpackBuddyId: 7,
    status: 'IN_PROGRESS',
    heldForReview: false,
    draft: false,
    new: false,
    stepsCompleted: 1,
    termId: 31,
    term: {
      __typename: 'ProgramTerm',
      termId: 31,
      type: 'SCHOOL',
      year: 2025,
      termFormatted: '2025-2026 School Year',
    },
    isContinuation: false,
    organizationType: 'PUBLIC_SCHOOL',
    nonProfitOrganizations: null,
    numTotalEnrollment: null,
    numFreeLunch: null,
    numReducedLunch: null,
    certififedVerification: null,
    programInterests: [],
    willHelpMediaEvents: null,
    willDistributeInfo: null,
    emailSecondaryCoordinator: null,
    agreeToProgramPurpose: false,
    agreeToProgramResponsibilities: false,
    agreeNondiscrimination: false,
    nameSignFirst: null,
    nameSignSecond: null,
    nameSignThird: null,
    verifyPrincipalEmail: null,
    submittedAt: null,
    school: {
      __typename: 'ApplicationSchool',
      id: 'ApplicationSchool:42',
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
      teamMembersBackpackBuddy: [PRINCIPAL, PRIMARY],
    },
    agreement: { __typename: 'AgreementInfo', version: 'newer', date: '3/4/2025' },
    ...overrides,
  };
}

export const DISTRICTS = {
  data: {
    allDistricts: [
      { __typename: 'District', id: 'District:3', districtId: 3, name: 'Aldine ISD' },
      { __typename: 'District', id: 'District:4', districtId: 4, name: 'Houston ISD' },
    ],
  },
};

/** Schools by district: 3 → Lincoln Middle, 4 → Jackson Middle. */
export function schoolsResult(variables: Record<string, unknown>) {
  const byDistrict: Record<number, { schoolId: number; name: string }[]> = {
    3: [{ schoolId: 42, name: 'Lincoln Middle School' }],
    4: [{ schoolId: 43, name: 'Jackson Middle School' }],
  };
  const schools = byDistrict[Number(variables.districtId)] ?? [];
  return {
    data: {
      allSchools: schools.map((s) => ({
        __typename: 'SchoolOption',
        id: `SchoolOption:${s.schoolId}`,
        districtId: Number(variables.districtId),
        ...s,
      })),
    },
  };
}

export function savePayload(field: string, id = 7, stepsCompleted = 1, status = 'IN_PROGRESS') {
  return {
    data: {
      [field]: {
        __typename: 'SaveApplicationPayload',
        applicationBackpackBuddyId: id,
        status,
        stepsCompleted,
      },
    },
  };
}

/** A fake API for the application screens; `overrides` replace or add operations. */
export function applicationLink(
  user: CurrentUser = makeUser(),
  overrides: Handlers = {},
): FakeLink {
  return fakeLink({
    CurrentUser: () => sessionResult(user),
    EducatorSchools: () => ({
      data: { educatorSchools: user.schools.map((s) => ({ __typename: 'UserSchool', ...s })) },
    }),
    BackpackBuddyIntake: () => intakeResult(),
    ApplicationDistricts: () => DISTRICTS,
    ApplicationSchools: schoolsResult,
    BackpackBuddyInProgress: () => ({ data: { applicationInProgressBackpackBuddy: null } }),
    BackpackBuddyApplication: () => ({ data: { applicationBackpackBuddy: makeApplication() } }),
    BackpackBuddyUserApplications: () => ({ data: { userApplicationsBackpackBuddy: [] } }),
    ...overrides,
  });
}
