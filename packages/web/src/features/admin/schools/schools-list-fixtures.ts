import type { SchoolExportApplication, SchoolExportRow } from './schools.queries';

/**
 * Rows of an admin school list as the API answers the export's query (the list's query asks for
 * a part of these fields), for the list's tests.
 */
export function application(
  overrides: Partial<SchoolExportApplication> = {},
): SchoolExportApplication {
  return {
    applicationId: 1,
    termFormattedShort: 'SY 25-26',
    status: 'APPROVED',
    submittedAt: '2025-03-05T23:30:00.000Z',
    submittedByName: 'Erin Educator',
    isContinuation: false,
    numTotalEnrollment: 500,
    numReducedLunch: 40,
    numFreeLunch: 300,
    ...overrides,
  };
}

export function school(overrides: Partial<SchoolExportRow> = {}): SchoolExportRow {
  return {
    schoolId: 7,
    name: 'Lincoln Elementary',
    districtName: 'Houston ISD',
    address1: '100 Main St',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77002',
    programId: 'BB-17',
    programStatus: 'ACTIVE',
    returning: 'Yes',
    principalName: 'Pat Principal',
    principalEmail: 'pat@school.example',
    contactName: 'Casey Coordinator',
    contactEmail: 'casey@school.example',
    contactPhone: '7135550100',
    deletedAt: null,
    applications: [],
    ...overrides,
  };
}
