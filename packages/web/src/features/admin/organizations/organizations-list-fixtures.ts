import type {
  OrganizationExportApplication,
  OrganizationExportMember,
  OrganizationExportRow,
  OrganizationListRow,
} from './organizations.queries';

/** An organization as both the list's and the export's query answer it. */
export type OrganizationRow = OrganizationExportRow & OrganizationListRow;

/** An application as the export's query answers it. */
export function organizationExportApplication(
  overrides: Partial<OrganizationExportApplication> = {},
): OrganizationExportApplication {
  return {
    applicationPartnerServicesId: 1,
    applicationYear: 2025,
    status: 'APPROVED',
    submittedAt: '2025-03-05T23:30:00.000Z',
    submittedByName: 'Erin Educator',
    submittedByEmail: 'erin@pantry.example',
    isContinuation: false,
    daysOfOperation: ['MONDAY', 'WEDNESDAY'],
    operatingHoursStartTime: '9:00 AM',
    operatingHoursEndTime: '1:00 PM',
    gateCode: '1234',
    isNonProfit: true,
    isReligious: false,
    servicesInterest: ['FOOD_PANTRY', 'OTHER'],
    servicesInterestOther: 'Diapers',
    peopleServedPerMonth: 350,
    hasDryStorage: true,
    hasCoolerStorage: false,
    hasFreezerStorage: null,
    hasFoodSafetyCertification: true,
    nameSign: 'Erin Educator',
    ...overrides,
  };
}

export function organizationExportMember(
  overrides: Partial<OrganizationExportMember> = {},
): OrganizationExportMember {
  return {
    fullName: 'Pat Pantry',
    title: 'Director',
    phone: '7135550100',
    email: 'pat@pantry.example',
    ...overrides,
  };
}

export function organizationRow(overrides: Partial<OrganizationRow> = {}): OrganizationRow {
  return {
    organizationId: 1,
    name: 'Eastside Food Pantry',
    einNumber: '12-3456789',
    address1: '100 Main St',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    phone: '7135550111',
    website: 'https://eastside.example',
    programStatus: 'ACTIVE',
    returning: 'Yes',
    contactName: 'Pat Pantry',
    contactEmail: 'pat@pantry.example',
    contactPhone: '7135550100',
    deletedAt: null,
    primaryPointOfContact: organizationExportMember(),
    secondaryPointOfContact: organizationExportMember({
      fullName: 'Sam Second',
      title: null,
      email: 'sam@pantry.example',
    }),
    applications: [],
    ...overrides,
  };
}
