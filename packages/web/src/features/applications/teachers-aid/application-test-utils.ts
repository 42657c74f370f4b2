import type { CurrentUser } from '../../../lib/current-user';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { makeUser } from '../../../test/fixtures';
import { DISTRICTS, schoolsResult, sessionResult } from '../backpack-buddy/application-test-utils';

type Handlers = Parameters<typeof fakeLink>[0];

export const TERMS = [
  { termId: 51, type: 'SCHOOL', year: 2025, termFormatted: '2025-2026 School Year' },
  { termId: 52, type: 'SUMMER', year: 2025, termFormatted: 'Summer 2025' },
];

export function intakeResult(terms = TERMS, config = { schoolEnabled: true, summerEnabled: true }) {
  return {
    data: {
      programTerms: terms.map((t) => ({ __typename: 'ProgramTerm', ...t })),
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'TEACHERS_AID',
        program: 'TEACHERS_AID',
        ...config,
      },
    },
  };
}

export function makeContact(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TeachersAidContact',
    firstName: 'Pat',
    lastName: 'Principal',
    title: null,
    phone: '713-555-0101',
    email: 'pat@school.example',
    ...overrides,
  };
}

export const SITE_COORDINATOR = makeContact({
  firstName: 'Sam',
  lastName: 'Coordinator',
  title: 'Counselor',
  phone: '713-555-0102',
  email: 'sam@school.example',
});

export function makeTeacher(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Teacher',
    teacherId: 901,
    firstName: 'Tina',
    lastName: 'Teacher',
    title: null,
    phone: '713-555-0103',
    email: 'tina@school.example',
    proxyTeacher: null,
    gradesTaught: ['6'],
    subjectsTaught: ['MATH'],
    numStudentsTaughtPerYear: 120,
    ...overrides,
  };
}

/** The school as teachersAidSchool and the application give it: Lincoln Middle, Aldine ISD. */
export function makeSchool(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TeachersAidApplicationSchool',
    id: 'TeachersAidApplicationSchool:42',
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
    teachersAidSchoolNumber: 'T-100',
    siteCoordinator: SITE_COORDINATOR,
    principal: makeContact(),
    ...overrides,
  };
}

/** A complete application as the API answers it: IN_PROGRESS, steps 1 and 2 saved, school 42. */
export function makeApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApplicationTeachersAid',
    id: 'ApplicationTeachersAid:7',
    applicationTeachersAidId: 7,
    status: 'IN_PROGRESS',
    heldForReview: false,
    draft: true,
    new: false,
    stepsCompleted: 2,
    termId: 51,
    term: {
      __typename: 'ProgramTerm',
      termId: 51,
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
    demographicAsian: 0.1,
    demographicBlack: 0.25,
    demographicHispanic: 0.5,
    demographicWhite: 0.125,
    teachers: [makeTeacher()],
    certififedVerification: true,
    certifiedProgramRules: false,
    certifiedAgreement: false,
    certifiedNonDiscrimination: false,
    nameSignFirst: null,
    nameSignSecond: null,
    nameSignThird: null,
    verifyPrincipalEmail: null,
    submittedAt: null,
    school: makeSchool(),
    agreement: { __typename: 'AgreementInfo', version: 'newer', date: '3/4/2025' },
    ...overrides,
  };
}

export function savePayload(field: string, id = 7, stepsCompleted = 1, status = 'IN_PROGRESS') {
  return {
    data: {
      [field]: {
        __typename: 'SaveTeachersAidApplicationPayload',
        applicationTeachersAidId: id,
        status,
        stepsCompleted,
      },
    },
  };
}

export function inProgressNotice(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TeachersAidInProgressNotice',
    applicationTeachersAidId: 90,
    termYear: 2025,
    starterName: 'Olga Other',
    starterEmail: 'olga@school.example',
    contactEmail: 'teachersaid@foodbank.example',
    ...overrides,
  };
}

/** A fake API for the Teachers Aid screens; `overrides` replace or add operations. */
export function teachersAidLink(
  user: CurrentUser = makeUser(),
  overrides: Handlers = {},
): FakeLink {
  return fakeLink({
    CurrentUser: () => sessionResult(user),
    TeachersAidIntake: () => intakeResult(),
    ApplicationDistricts: () => DISTRICTS,
    ApplicationSchools: schoolsResult,
    TeachersAidSchool: (variables) => ({
      data: {
        teachersAidSchool: makeSchool(
          variables.schoolId === 43
            ? {
                id: 'TeachersAidApplicationSchool:43',
                schoolId: 43,
                name: 'Jackson Middle School',
                districtId: 4,
                districtName: 'Houston ISD',
                address1: '200 Oak St',
                siteCoordinator: null,
                principal: null,
              }
            : {},
        ),
      },
    }),
    TeachersAidInProgress: () => ({ data: { applicationInProgressTeachersAid: null } }),
    TeachersAidApplication: () => ({ data: { applicationTeachersAid: makeApplication() } }),
    TeachersAidUserApplications: () => ({ data: { userApplicationsTeachersAid: [] } }),
    ...overrides,
  });
}
