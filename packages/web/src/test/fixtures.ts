import type { CurrentUser } from '../lib/current-user';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'EducatorUser:1',
    educatorId: 1,
    firstName: 'Erin',
    lastName: 'Educator',
    fullName: 'Erin Educator',
    email: 'erin@example.org',
    phone: '713-555-0100',
    type: 'EDUCATOR',
    language: 'en',
    applicationBackpackBuddyRequired: true,
    applicationBackpackBuddyRequiredId: null,
    applicationSchoolMarketRequired: true,
    applicationSchoolMarketRequiredId: null,
    applicationTeachersAidRequired: true,
    applicationTeachersAidRequiredId: null,
    applicationKidsCafeRequired: true,
    applicationKidsCafeRequiredId: null,
    applicationPartnerServicesRequired: true,
    applicationPartnerServicesRequiredId: null,
    schools: [],
    sites: [],
    organizations: [],
    ...overrides,
  };
}

/** The answer to the start-up query for a user. */
export function currentUserResult(user: CurrentUser = makeUser()) {
  return {
    data: {
      educatorUser: { __typename: 'EducatorUser', ...user },
      enums: [
        {
          __typename: 'Enumeration',
          name: 'termTypes',
          options: [{ __typename: 'EnumOption', value: 'SCHOOL', label: 'School Year' }],
        },
      ],
    },
  };
}
