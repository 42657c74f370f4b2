import { describe, expect, it } from 'vitest';
import { application, school } from './schools-list-fixtures';
import { schoolsExportHeaders, schoolsExportRows, schoolsExportSheet } from './schools-export';
import { BACKPACK_BUDDY_SCHOOL_LIST } from '../../../programs/backpack-buddy/bindings';
import { SCHOOL_MARKET_SCHOOL_LIST } from '../../../programs/school-market/bindings';
import { TEACHERS_AID_SCHOOL_LIST } from '../../../programs/teachers-aid/bindings';

describe('schools export', () => {
  it('has the spec columns with the program id header second', () => {
    expect(schoolsExportHeaders(SCHOOL_MARKET_SCHOOL_LIST)).toEqual([
      'School Name',
      'Agency Number',
      'District',
      'Address',
      'City',
      'County',
      'Zip',
      'Program Status',
      'Returning',
      'Term',
      'Application Status',
      'Submitted At',
      'Submitted By',
      'Continuation',
      'Total Enrollment',
      'Reduced Lunch',
      'Free Lunch',
      'Principal',
      'Principal Email',
      'Contact',
      'Contact Email',
      'Contact Phone',
      'Archived',
    ]);
    expect(schoolsExportHeaders(BACKPACK_BUDDY_SCHOOL_LIST)[1]).toBe('Backpack Buddy ID');
    expect(schoolsExportHeaders(TEACHERS_AID_SCHOOL_LIST)[1]).toBe('School Number');
  });

  it('writes one row per application, the school cells repeated, newest application first', () => {
    const rows = schoolsExportRows([
      school({
        applications: [
          application({ applicationId: 2, status: 'PENDING_PRINCIPAL', isContinuation: true }),
          application({
            applicationId: 1,
            termFormattedShort: 'SU 25',
            submittedAt: null,
            submittedByName: null,
            numTotalEnrollment: null,
            numReducedLunch: null,
            numFreeLunch: null,
          }),
        ],
      }),
    ]);
    expect(rows).toEqual([
      [
        'Lincoln Elementary',
        'BB-17',
        'Houston ISD',
        '100 Main St',
        'Houston',
        'Harris',
        '77002',
        'Active',
        'Yes',
        'SY 25-26',
        'Pending Principal Signature',
        // 23:30 UTC on March 5th is still March 5th: dates are UTC.
        '3-5-25',
        'Erin Educator',
        'Yes',
        500,
        40,
        300,
        'Pat Principal',
        'pat@school.example',
        'Casey Coordinator',
        'casey@school.example',
        '713-555-0100',
        'No',
      ],
      [
        'Lincoln Elementary',
        'BB-17',
        'Houston ISD',
        '100 Main St',
        'Houston',
        'Harris',
        '77002',
        'Active',
        'Yes',
        'SU 25',
        'Approved',
        null,
        null,
        'No',
        null,
        null,
        null,
        'Pat Principal',
        'pat@school.example',
        'Casey Coordinator',
        'casey@school.example',
        '713-555-0100',
        'No',
      ],
    ]);
  });

  it('gives a school without applications one row with blank application cells', () => {
    const [row, ...rest] = schoolsExportRows([
      school({
        name: 'Bowie High',
        programId: null,
        programStatus: null,
        returning: 'N/A',
        principalName: null,
        contactPhone: null,
        deletedAt: '2025-01-01T00:00:00.000Z',
      }),
    ]);
    expect(rest).toEqual([]);
    expect(row).toHaveLength(23);
    expect(row!.slice(0, 9)).toEqual([
      'Bowie High',
      null,
      'Houston ISD',
      '100 Main St',
      'Houston',
      'Harris',
      '77002',
      null,
      'N/A',
    ]);
    expect(row!.slice(9, 17)).toEqual([null, null, null, null, null, null, null, null]);
    expect(row!.slice(17)).toEqual([
      null,
      'pat@school.example',
      'Casey Coordinator',
      'casey@school.example',
      null,
      'Yes',
    ]);
  });

  it('keeps the schools in the order given and names the sheet Schools', () => {
    const sheet = schoolsExportSheet(TEACHERS_AID_SCHOOL_LIST, [
      school({ name: 'B', applications: [application(), application({ applicationId: 3 })] }),
      school({ schoolId: 8, name: 'A' }),
    ]);
    expect(sheet.name).toBe('Schools');
    expect(sheet.columns).toHaveLength(23);
    expect(sheet.columns[1]).toEqual({ header: 'School Number' });
    expect(sheet.rows.map((r) => r[0])).toEqual(['B', 'B', 'A']);
  });
});
