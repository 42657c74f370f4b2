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
        id: 'KIDS_CAFE',
        program: 'KIDS_CAFE',
        acceptingApplications: true,
        waitlisted: false,
        applicationYear: 2024,
        ...config,
      },
    },
  };
}

export function makeContact(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'KidsCafeContact',
    type: 'PRIMARY_POINT_CONTACT',
    firstName: 'Kim',
    lastName: 'Contact',
    title: 'Director',
    phone: '713-555-0102',
    email: 'kim@site.example',
    isSupervisor: true,
    ...overrides,
  };
}

export const SECONDARY_CONTACT = makeContact({
  type: 'SECONDARY_POINT_CONTACT',
  firstName: 'Sam',
  lastName: 'Second',
  title: null,
  phone: '713-555-0103',
  email: 'sam@site.example',
  isSupervisor: false,
});

/** A site as kidsCafeSite and the application give it: Sunny Days Learning Center. */
export function makeSite(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'KidsCafeApplicationSite',
    id: 'KidsCafeApplicationSite:21',
    siteId: 21,
    name: 'Sunny Days Learning Center',
    address1: '300 Elm St',
    address2: null,
    crossStreet: 'Main St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77012',
    closestSchool: 'Lincoln Middle School',
    primaryPointOfContact: makeContact(),
    secondaryPointOfContact: SECONDARY_CONTACT,
    ...overrides,
  };
}

const MEALS_BLANK = {
  interestBreakfast: false,
  breakfastStartTime: null,
  breakfastEndTime: null,
  breakfastNumExpectedParticipants: null,
  interestBrunch: false,
  brunchStartTime: null,
  brunchEndTime: null,
  brunchNumExpectedParticipants: null,
  interestLunch: false,
  lunchStartTime: null,
  lunchEndTime: null,
  lunchNumExpectedParticipants: null,
  interestBogoLunch: false,
  bogoLunchStartTime: null,
  bogoLunchEndTime: null,
  bogoLunchNumExpectedParticipants: null,
  interestSnack: false,
  snackStartTime: null,
  snackEndTime: null,
  snackNumExpectedParticipants: null,
  interestSupper: false,
  supperStartTime: null,
  supperEndTime: null,
  supperNumExpectedParticipants: null,
};

/**
 * A complete application as the API answers it: in progress, SUMMER 2024 (displayed 2025), site
 * 21 (an after-school program), breakfast and lunch, the agreement read and signed.
 */
export function makeApplication(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApplicationKidsCafe',
    id: 'ApplicationKidsCafe:7',
    applicationKidsCafeId: 7,
    status: 'IN_PROGRESS',
    draft: true,
    new: null,
    type: 'SUMMER',
    applicationYear: 2024,
    applicationYearDisplayed: 2025,
    submittedAt: null,
    site: makeSite(),
    siteType: 'AFTERSCHOOL_PROGRAM',
    forProfit: false,
    participatedAgriculture: true,
    agricultureSponsor: 'City of Houston',
    childcareLicense: 'EXEMPT',
    hasWifi: true,
    hasRecordingDevice: true,
    hasStorage: false,
    receivesDeliveries: true,
    hasMicrowave: null,
    isTexasRisingStar: null,
    isFederalParticipant: null,
    isOpenEnrolledYear: null,
    hasInfantsEnrolled: null,
    hasAfterSchool: null,
    startDate: '06/02/2025',
    endDate: '08/08/2025',
    operatingHoursStartTime: '8:00 AM',
    operatingHoursEndTime: '5:00 PM',
    gateCode: '1234',
    numExpectedParticipants: 60,
    participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE'],
    daysForService: ['MONDAYS', 'WEDNESDAYS'],
    ...MEALS_BLANK,
    interestBreakfast: true,
    breakfastStartTime: '8:30 AM',
    breakfastEndTime: '9:00 AM',
    breakfastNumExpectedParticipants: 50,
    interestLunch: true,
    lunchStartTime: '11:30 AM',
    lunchEndTime: '12:30 PM',
    lunchNumExpectedParticipants: 60,
    specialDeliveryNotes: null,
    earliestDeliveryTime: '7:00 AM',
    enrichmentPrograms: 'Reading club',
    closureDates: 'July 4',
    fieldTrips: 'Zoo in July',
    referredBy: null,
    readProgramAgreement: true,
    nameSign: 'Erin Educator',
    agreeToProgramPurpose: true,
    agreeToReimbursement: true,
    agreeToDocumentation: true,
    certififedVerification: true,
    ...overrides,
  };
}

export const SITES = {
  data: {
    allSites: [
      {
        __typename: 'SiteOption',
        id: 'SiteOption:21',
        siteId: 21,
        name: 'Sunny Days Learning Center',
      },
      { __typename: 'SiteOption', id: 'SiteOption:22', siteId: 22, name: 'Eastside Head Start' },
    ],
  },
};

export function savePayload(id = 7, status = 'IN_PROGRESS') {
  return {
    data: {
      saveKidsCafeApplication: {
        __typename: 'SaveKidsCafeApplicationPayload',
        applicationKidsCafeId: id,
        status,
      },
    },
  };
}

/** A fake API for the Kids Cafe screens; `overrides` replace or add operations. */
export function kidsCafeLink(user: CurrentUser = makeUser(), overrides: Handlers = {}): FakeLink {
  return fakeLink({
    CurrentUser: () => sessionResult(user),
    KidsCafeIntake: () => configResult(),
    KidsCafeSites: () => SITES,
    KidsCafeSite: (variables) => ({
      data: {
        kidsCafeSite: makeSite(
          variables.siteId === 22
            ? {
                id: 'KidsCafeApplicationSite:22',
                siteId: 22,
                name: 'Eastside Head Start',
                address1: '12 Oak Ave',
                crossStreet: 'Pine St',
                closestSchool: 'Eastside Elementary',
                primaryPointOfContact: null,
                secondaryPointOfContact: null,
              }
            : {},
        ),
      },
    }),
    KidsCafeApplication: () => ({ data: { applicationKidsCafe: makeApplication() } }),
    KidsCafeUserApplications: () => ({ data: { userApplicationsKidsCafe: [] } }),
    ...overrides,
  });
}
