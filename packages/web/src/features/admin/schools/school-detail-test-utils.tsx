import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ENUMERATIONS, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { CurrentSessionContext } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { FakeLink } from '../../../test/fake-link';
import { makeUser } from '../../../test/fixtures';
import SchoolDetailPage from './school-detail-page';
import type { ApplicationScreens } from './school-application-row';
import { BACKPACK_BUDDY_SCHOOL_DETAIL } from '../../../programs/backpack-buddy/bindings';
import { SCHOOL_MARKET_SCHOOL_DETAIL } from '../../../programs/school-market/bindings';
import { TEACHERS_AID_SCHOOL_DETAIL } from '../../../programs/teachers-aid/bindings';
import type { SchoolDetailBinding } from './school-detail-program';
import { SCHOOL_OWN_TABS } from './school-detail-tabs';
import type { SchoolDetailTabs } from './school-detail-tabs';

const PROGRAM_ENUM = {
  backpackBuddy: 'BACKPACK_BUDDY',
  schoolMarket: 'SCHOOL_MARKET',
  teachersAid: 'TEACHERS_AID',
} as const;

export type SchoolProgramKey = keyof typeof PROGRAM_ENUM;

export function teamMember(overrides: Record<string, unknown>) {
  return {
    __typename: 'TeamMember',
    title: null,
    phone: null,
    email: null,
    ...overrides,
  };
}

export const PRINCIPAL = teamMember({
  teamMemberId: 501,
  type: 'PRINCIPAL',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '713-555-0100',
  email: 'pat@school.example',
});

export const PRIMARY = teamMember({
  teamMemberId: 502,
  type: 'PRIMARY',
  firstName: 'Kim',
  lastName: 'Ortiz',
  title: 'Counselor',
  phone: '713-555-0101',
  email: 'kim@school.example',
});

export function application(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminSchoolApplication',
    applicationId: 900,
    termId: 30,
    termFormattedShort: '2024-25',
    submittedAt: '2024-03-05T15:00:00.000Z',
    submittedByName: 'Erin Educator',
    isContinuation: false,
    status: 'APPROVED',
    createdAt: '2024-03-01T15:00:00.000Z',
    signerReview: null,
    ...overrides,
  };
}

/** An AdminSchool as the API answers it (Backpack Buddy unless told). */
export function makeSchool(
  overrides: Record<string, unknown> = {},
  key: SchoolProgramKey = 'backpackBuddy',
) {
  return {
    __typename: 'AdminSchool',
    id: `${PROGRAM_ENUM[key]}:42`,
    schoolId: 42,
    program: PROGRAM_ENUM[key],
    name: 'Lincoln Middle School',
    type: 'MIDDLE',
    address1: '1 Main St',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77001',
    districtId: 7,
    districtName: 'Houston ISD',
    gradesServed: ['6', '7', '8'],
    notes: 'Deliveries at gate 3',
    deletedAt: null,
    lastEdited: '2024-03-05T15:00:00.000Z',
    lastEditedTeamMembers: null,
    programId: 'BB-100',
    programStatus: 'ACTIVE',
    programStatusUpdatedAt: '2024-02-01T12:00:00.000Z',
    approvedApplicationId: null,
    numTotalEnrollment: null,
    numReducedLunch: null,
    numFreeLunch: null,
    participatedLastYear: null,
    teamMembers: [PRINCIPAL, PRIMARY],
    applications: [],
    history: [],
    ...overrides,
  };
}

/** The answer of the program's school query (its field is aliased to `school`). */
export function schoolResult(school: ReturnType<typeof makeSchool> = makeSchool()) {
  return { data: { school } };
}

export function districtsResult() {
  return {
    data: {
      allDistricts: [
        { __typename: 'District', id: '7', districtId: 7, name: 'Houston ISD' },
        { __typename: 'District', id: '8', districtId: 8, name: 'Pasadena ISD' },
      ],
    },
  };
}

/** The operation name of a program's school query. */
export function schoolQueryName(key: SchoolProgramKey = 'backpackBuddy'): string {
  return `AdminSchool${PROGRAMS_BY_KEY[key].graphqlName}`;
}

const enums = [
  {
    name: 'backpackBuddyTeamMemberTypes',
    options: [...ENUMERATIONS.backpackBuddyTeamMemberTypes.options],
  },
];

/** The binding each school program's web module gives the screen. */
const BINDINGS: Record<SchoolProgramKey, SchoolDetailBinding> = {
  backpackBuddy: BACKPACK_BUDDY_SCHOOL_DETAIL,
  schoolMarket: SCHOOL_MARKET_SCHOOL_DETAIL,
  teachersAid: TEACHERS_AID_SCHOOL_DETAIL,
};

/**
 * The tabs a module gives: the four this screen draws, and `extraTabs` (other features' screens
 * by path segment, as Backpack Buddy's module gives Reports).
 */
function moduleTabs(extraTabs: Record<string, ComponentType<{ schoolId: number }>>) {
  const extra = Object.entries(extraTabs).map(([key, screen]) => [key, { screen }] as const);
  return {
    '': SCHOOL_OWN_TABS.profile,
    contacts: SCHOOL_OWN_TABS.contacts,
    'program-status': SCHOOL_OWN_TABS.programStatus,
    applications: SCHOOL_OWN_TABS.applications,
    ...Object.fromEntries(extra),
  } satisfies SchoolDetailTabs;
}

/** The detail screen as the admin area mounts it, beside the list and the application views. */
export function renderSchoolDetail(
  path: string,
  link: FakeLink,
  {
    programKey = 'backpackBuddy',
    extraTabs = {},
    applicationScreens = { view: true, agreement: true, print: true },
  }: {
    programKey?: SchoolProgramKey;
    extraTabs?: Record<string, ComponentType<{ schoolId: number }>>;
    applicationScreens?: ApplicationScreens;
  } = {},
) {
  const program = PROGRAMS_BY_KEY[programKey];
  const client = createApolloClient(link);
  const router = createMemoryRouter(
    [
      { path: `${program.url}/schools`, element: <h1>School list</h1> },
      {
        path: `${program.url}/schools/:id/*`,
        element: (
          <SchoolDetailPage
            program={program}
            binding={BINDINGS[programKey]}
            tabs={moduleTabs(extraTabs)}
            applicationScreens={applicationScreens}
          />
        ),
      },
      { path: `${program.url}/application/:step/:id`, element: <h1>Application view</h1> },
      { path: `${program.url}/principal-signature/:id`, element: <h1>Agreement view</h1> },
      { path: `${program.url}/print/:id`, element: <h1>Print view</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <CurrentSessionContext value={{ user: makeUser({ type: 'ADMIN' }), enums }}>
        <RouterProvider router={router} />
      </CurrentSessionContext>
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}

/** Clears the toasts a test left behind. */
export function dismissToasts(): void {
  toast.list().forEach((t) => toast.dismiss(t.id));
}

/** The calls of one operation. */
export function callsOf(link: FakeLink, operationName: string) {
  return link.calls.filter((call) => call.operationName === operationName);
}
