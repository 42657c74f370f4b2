import { describe, expect, it } from 'vitest';
import {
  ORGANIZATIONS_EXPORT_HEADERS,
  organizationsExportRows,
  organizationsExportSheet,
} from './organizations-export';
import { organizationExportApplication, organizationRow } from './organizations-list-fixtures';

const cell = (row: readonly unknown[], header: string) =>
  row[ORGANIZATIONS_EXPORT_HEADERS.indexOf(header)];

describe('organizations export', () => {
  it('has the organization, application and both contacts columns, each header once', () => {
    expect(new Set(ORGANIZATIONS_EXPORT_HEADERS).size).toBe(ORGANIZATIONS_EXPORT_HEADERS.length);
    expect(ORGANIZATIONS_EXPORT_HEADERS.slice(0, 3)).toEqual([
      'Organization Name',
      'EIN',
      'Address 1',
    ]);
    expect(ORGANIZATIONS_EXPORT_HEADERS).toEqual(
      expect.arrayContaining([
        'Application Year',
        'Services',
        'Days of Operation',
        'People Served per Month',
        'Primary Contact Email',
        'Secondary Contact Name',
      ]),
    );
  });

  it('writes one row per application, the organization and contacts repeated', () => {
    const rows = organizationsExportRows([
      organizationRow({
        applications: [
          organizationExportApplication({ applicationPartnerServicesId: 2, applicationYear: 2026 }),
          organizationExportApplication(),
        ],
      }),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => cell(row, 'Application Year'))).toEqual([2026, 2025]);
    const [first] = rows;
    expect(cell(first!, 'Organization Name')).toBe('Eastside Food Pantry');
    expect(cell(first!, 'EIN')).toBe('12-3456789');
    expect(cell(first!, 'County')).toBe('Harris');
    expect(cell(first!, 'Phone')).toBe('713-555-0111');
    expect(cell(first!, 'Program Status')).toBe('Active');
    expect(cell(first!, 'Archived')).toBe('No');
    expect(cell(first!, 'Application Status')).toBe('Approved');
    expect(cell(first!, 'Submitted At')).toBe('3-5-25');
    expect(cell(first!, 'Services')).toBe('Food Pantry, Other');
    expect(cell(first!, 'Other Service')).toBe('Diapers');
    expect(cell(first!, 'Days of Operation')).toBe('Monday, Wednesday');
    expect(cell(first!, 'Nonprofit')).toBe('Yes');
    expect(cell(first!, 'Religious Organization')).toBe('No');
    // An unanswered question is an empty cell, not No.
    expect(cell(first!, 'Freezer Storage')).toBeNull();
    expect(cell(first!, 'People Served per Month')).toBe(350);
    expect(cell(first!, 'Primary Contact Phone')).toBe('713-555-0100');
    expect(cell(first!, 'Secondary Contact Name')).toBe('Sam Second');
    expect(cell(first!, 'Secondary Contact Title')).toBeNull();
  });

  it('writes one row with blank application cells for an organization without one', () => {
    const sheet = organizationsExportSheet([
      organizationRow({
        deletedAt: '2025-01-01T00:00:00.000Z',
        programStatus: null,
        primaryPointOfContact: null,
        secondaryPointOfContact: null,
      }),
    ]);
    expect(sheet.name).toBe('Organizations');
    expect(sheet.columns.map((c) => c.header)).toEqual(ORGANIZATIONS_EXPORT_HEADERS);
    const [row] = sheet.rows;
    expect(cell(row!, 'Archived')).toBe('Yes');
    expect(cell(row!, 'Program Status')).toBeNull();
    expect(cell(row!, 'Application Year')).toBeNull();
    expect(cell(row!, 'Primary Contact Name')).toBeNull();
  });
});
