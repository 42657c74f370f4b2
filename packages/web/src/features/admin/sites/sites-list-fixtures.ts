import type {
  SiteExportApplication,
  SiteExportMember,
  SiteExportRow,
  SiteListRow,
} from './sites.queries';

/** A site as both the list's and the export's query answer it. */
export type SiteRow = SiteExportRow & SiteListRow;

/**
 * Rows of the admin sites list as the API answers the export's query (the list's query asks for
 * a part of these fields), for the list's and the export's tests.
 */
export function siteApplication(
  overrides: Partial<SiteExportApplication> = {},
): SiteExportApplication {
  return {
    applicationKidsCafeId: 1,
    type: 'SUMMER',
    applicationYearDisplayed: 2025,
    status: 'APPROVED',
    submittedAt: '2024-03-05T23:30:00.000Z',
    submittedByName: 'Erin Educator',
    startDate: '06/03/2024',
    endDate: '08/09/2024',
    operatingHoursStartTime: '8:00 AM',
    operatingHoursEndTime: '5:00 PM',
    numExpectedParticipants: 60,
    participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE'],
    daysForService: ['MONDAYS', 'WEDNESDAYS'],
    interestBreakfast: true,
    breakfastStartTime: '8:00 AM',
    breakfastEndTime: '9:00 AM',
    breakfastNumExpectedParticipants: 40,
    interestBrunch: false,
    brunchStartTime: null,
    brunchEndTime: null,
    brunchNumExpectedParticipants: null,
    interestLunch: true,
    lunchStartTime: '11:30 AM',
    lunchEndTime: '12:30 PM',
    lunchNumExpectedParticipants: 55,
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
    earliestDeliveryTime: '7:00 AM',
    specialDeliveryNotes: 'Use the side gate',
    ...overrides,
  };
}

export function siteMember(overrides: Partial<SiteExportMember> = {}): SiteExportMember {
  return {
    fullName: 'Casey Contact',
    title: 'Director',
    phone: '7135550100',
    email: 'casey@site.example',
    isSupervisor: true,
    ...overrides,
  };
}

export function site(overrides: Partial<SiteRow> = {}): SiteRow {
  return {
    siteId: 7,
    name: 'Sunshine Learning Center',
    type: 'CHILDCARE',
    address1: '100 Main St',
    address2: null,
    crossStreet: 'Elm St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    closestSchool: 'Lincoln Elementary',
    programStatus: 'ACTIVE',
    returning: 'Yes',
    contactName: 'Casey Contact',
    contactEmail: 'casey@site.example',
    contactPhone: '7135550100',
    deletedAt: null,
    primaryPointOfContact: siteMember(),
    secondaryPointOfContact: siteMember({
      fullName: 'Sam Second',
      title: null,
      phone: '7135550199',
      email: 'sam@site.example',
      isSupervisor: false,
    }),
    applications: [],
    ...overrides,
  };
}
