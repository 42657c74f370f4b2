/**
 * What the Kids Cafe application's tests send (not a test file itself): the save mutation, the
 * view query and a complete form, each contact with emails of its own.
 */
import type { TestApi } from '../../../testing/test-api.ts';

export const SAVE = `mutation ($input: SaveKidsCafeApplicationInput!) {
  saveKidsCafeApplication(input: $input) { applicationKidsCafeId status } }`;

export const APPLICATION = `query ($id: Int!) { applicationKidsCafe(applicationKidsCafeId: $id) {
  id applicationKidsCafeId status draft new type applicationYear applicationYearDisplayed
  isContinuation submittedAt createdAt submittedBy { email fullName }
  siteType forProfit participatedAgriculture agricultureSponsor childcareLicense hasWifi
  hasRecordingDevice hasStorage receivesDeliveries hasMicrowave isTexasRisingStar
  isFederalParticipant isOpenEnrolledYear hasInfantsEnrolled hasAfterSchool startDate endDate
  operatingHoursStartTime operatingHoursEndTime gateCode numExpectedParticipants
  participantAgeRanges daysForService interestBreakfast interestBrunch interestLunch
  lunchStartTime lunchEndTime lunchNumExpectedParticipants interestBogoLunch interestSnack
  interestSupper specialDeliveryNotes earliestDeliveryTime enrichmentPrograms closureDates
  fieldTrips referredBy readProgramAgreement nameSign agreeToProgramPurpose agreeToReimbursement
  agreeToDocumentation certififedVerification
  site { id siteId name address1 address2 crossStreet city county state zip closestSchool
    primaryPointOfContact { type firstName lastName fullName title phone email isSupervisor }
    secondaryPointOfContact { type firstName lastName fullName title phone email isSupervisor } } } }`;

export type Saved = { saveKidsCafeApplication: { applicationKidsCafeId: number; status: string } };
export type View = {
  applicationKidsCafe: Record<string, unknown> & {
    site: Record<string, unknown> & {
      primaryPointOfContact: Record<string, unknown> | null;
      secondaryPointOfContact: Record<string, unknown> | null;
    };
  };
};

let n = 0;

/** The two contacts of a form, with emails no other form of the run has. */
export function siteContacts() {
  n += 1;
  return {
    primaryPointOfContact: {
      firstName: 'Kim',
      lastName: 'Ortiz',
      title: 'Director',
      phone: '7135550101',
      email: `kim.${n}@kids-site.test`,
      isSupervisor: true,
    },
    secondaryPointOfContact: {
      firstName: 'Pat',
      lastName: 'Lee',
      title: '',
      phone: '713-555-0102',
      email: `pat.${n}@kids-site.test`,
      isSupervisor: false,
    },
  };
}

/** A complete Kids Cafe form (a SCHOOL 2024 application of a childcare site) for `siteId`. */
export const kidsCafeForm = (siteId: number, extra: Record<string, unknown> = {}) => ({
  draft: false,
  type: 'SCHOOL',
  applicationYear: 2024,
  site: {
    siteId,
    name: 'Little Stars Learning Center',
    address1: '500 Main St',
    address2: '',
    crossStreet: 'Elm St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    closestSchool: 'Lamar Elementary',
    ...siteContacts(),
  },
  siteType: 'CHILDCARE',
  forProfit: false,
  participatedAgriculture: false,
  childcareLicense: 'YES',
  hasWifi: true,
  hasRecordingDevice: false,
  hasStorage: true,
  receivesDeliveries: true,
  hasMicrowave: true,
  isTexasRisingStar: 'TWO_STAR',
  isFederalParticipant: false,
  isOpenEnrolledYear: true,
  hasInfantsEnrolled: false,
  hasAfterSchool: true,
  startDate: '8/19/2024',
  endDate: '05/30/2025',
  operatingHoursStartTime: '7:00 am',
  operatingHoursEndTime: '6:00 PM',
  gateCode: '',
  numExpectedParticipants: '60',
  participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE'],
  daysForService: ['MONDAYS', 'FRIDAYS'],
  interestLunch: true,
  lunchStartTime: '11:00 AM',
  lunchEndTime: '12:00 PM',
  lunchNumExpectedParticipants: '55',
  specialDeliveryNotes: '',
  earliestDeliveryTime: '9:00 AM',
  enrichmentPrograms: 'Reading hour',
  closureDates: 'Winter break',
  fieldTrips: 'Zoo in May',
  referredBy: '',
  readProgramAgreement: true,
  nameSign: 'Kim Ortiz',
  agreeToProgramPurpose: true,
  agreeToReimbursement: true,
  agreeToDocumentation: true,
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
