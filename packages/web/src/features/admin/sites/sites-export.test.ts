import { describe, expect, it } from 'vitest';
import {
  SITES_EXPORT_HEADERS,
  formDateShort,
  sitesExportRows,
  sitesExportSheet,
} from './sites-export';
import { site, siteApplication } from './sites-list-fixtures';

/** A row's cells by header, to read one column of the wide sheet. */
const byHeader = (row: readonly unknown[]) =>
  Object.fromEntries(SITES_EXPORT_HEADERS.map((header, index) => [header, row[index]]));

describe('sites export', () => {
  it('has the site, application and both contacts columns, meals four each', () => {
    expect(SITES_EXPORT_HEADERS.slice(0, 13)).toEqual([
      'Site Name',
      'Site Type',
      'Address 1',
      'Address 2',
      'Cross Street',
      'City',
      'County',
      'State',
      'Zip',
      'Closest School',
      'Program Status',
      'Returning',
      'Archived',
    ]);
    expect(SITES_EXPORT_HEADERS).toContain('Application Type');
    expect(SITES_EXPORT_HEADERS).toContain('Application Year');
    expect(SITES_EXPORT_HEADERS).toContain('Bogo Lunch Participants');
    expect(SITES_EXPORT_HEADERS.slice(-10)).toEqual([
      'Primary Contact Name',
      'Primary Contact Title',
      'Primary Contact Phone',
      'Primary Contact Email',
      'Primary Contact Supervisor',
      'Secondary Contact Name',
      'Secondary Contact Title',
      'Secondary Contact Phone',
      'Secondary Contact Email',
      'Secondary Contact Supervisor',
    ]);
    expect(new Set(SITES_EXPORT_HEADERS).size).toBe(SITES_EXPORT_HEADERS.length);
  });

  it('writes one row per application, the site and contacts repeated, every row as wide as the headers', () => {
    const rows = sitesExportRows([
      site({
        applications: [
          siteApplication({
            applicationKidsCafeId: 2,
            type: 'SCHOOL',
            applicationYearDisplayed: 2024,
            status: 'PENDING',
          }),
          siteApplication(),
        ],
      }),
    ]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(SITES_EXPORT_HEADERS.length);
    const [first, second] = rows.map(byHeader);
    expect(first).toMatchObject({
      'Site Name': 'Sunshine Learning Center',
      'Site Type': 'Childcare',
      'Address 2': null,
      County: 'Harris',
      State: 'Texas',
      'Closest School': 'Lincoln Elementary',
      'Program Status': 'Active',
      Returning: 'Yes',
      Archived: 'No',
      'Application Type': 'School Year',
      'Application Year': 2024,
      'Application Status': 'Pending',
      'Primary Contact Name': 'Casey Contact',
      'Primary Contact Phone': '713-555-0100',
      'Primary Contact Supervisor': 'Yes',
      'Secondary Contact Name': 'Sam Second',
      'Secondary Contact Title': null,
      'Secondary Contact Supervisor': 'No',
    });
    expect(second).toMatchObject({
      'Application Type': 'Summer',
      'Application Year': 2025,
      'Application Status': 'Approved',
      // 23:30 UTC on March 5th is still March 5th: dates are UTC, M-D-YY.
      'Submitted At': '3-5-24',
      'Submitted By': 'Erin Educator',
      'Start Date': '6-3-24',
      'End Date': '8-9-24',
      'Operating Hours Start': '8:00 AM',
      'Expected Participants': 60,
      'Age Ranges': '4-6, 7-9',
      'Days for Service': 'Mondays, Wednesdays',
      Breakfast: 'Yes',
      'Breakfast Start': '8:00 AM',
      'Breakfast End': '9:00 AM',
      'Breakfast Participants': 40,
      Brunch: 'No',
      'Brunch Start': null,
      'Brunch Participants': null,
      'Lunch Participants': 55,
      'Earliest Delivery Time': '7:00 AM',
      'Special Delivery Notes': 'Use the side gate',
    });
  });

  it('gives a site without an application one row with the application cells blank', () => {
    const [row] = sitesExportRows([
      site({
        deletedAt: '2025-01-01T00:00:00.000Z',
        secondaryPointOfContact: null,
        returning: 'N/A',
      }),
    ]);
    const cells = byHeader(row!);
    expect(cells).toMatchObject({
      'Site Name': 'Sunshine Learning Center',
      Archived: 'Yes',
      Returning: 'N/A',
      'Application Type': null,
      'Application Status': null,
      Breakfast: null,
      'Primary Contact Name': 'Casey Contact',
      'Secondary Contact Name': null,
      'Secondary Contact Supervisor': null,
    });
  });

  it.each([
    ['06/03/2024', '6-3-24'],
    ['12/31/2025', '12-31-25'],
    ['1/2/2030', '1-2-30'],
    ['', null],
    [null, null],
    ['soon', 'soon'],
  ])('writes the form date %j as %j', (value, expected) => {
    expect(formDateShort(value)).toBe(expected);
  });

  it('names the sheet Sites with a column per header', () => {
    const sheet = sitesExportSheet([site()]);
    expect(sheet.name).toBe('Sites');
    expect(sheet.columns.map((c) => c.header)).toEqual(SITES_EXPORT_HEADERS);
    expect(sheet.rows).toHaveLength(1);
  });
});
