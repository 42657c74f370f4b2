import { describe, expect, it } from 'vitest';
import { BUSH, CARVER, HOPE, KATY, SUNNY, educator } from './user-test-utils';
import { USER_HOLDERS } from './user-holders';
import { USERS_EXPORT_FILE, usersExportSheet } from './users-export';

describe('users export', () => {
  it('writes one row per user shown, with the spec columns', () => {
    const sheet = usersExportSheet([
      educator({ schools: [BUSH, KATY, CARVER] }),
      educator({
        id: '42',
        firstName: '=HYPERLINK("x")',
        lastName: 'Adams',
        email: 'zed@old.example',
        phone: null,
        schools: [],
        createdAt: '2024-12-31T23:59:00.000Z',
        deletedAt: '2025-01-02T00:00:00.000Z',
      }),
    ]);
    expect(USERS_EXPORT_FILE).toBe('users.xlsx');
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Schools',
      'Districts',
      'Date Created',
      'Deleted',
    ]);
    expect(sheet.rows).toEqual([
      [
        'Maria',
        'Lopez',
        'maria@school.example',
        '713-555-0100',
        'Bush Elementary, Katy Junior High, Carver High',
        'Aldine ISD, Katy ISD',
        '8-2-23',
        'No',
      ],
      // Made safe to open by the Export button (spreadsheetSafe), not here.
      ['=HYPERLINK("x")', 'Adams', 'zed@old.example', '', '', '', '12-31-24', 'Yes'],
    ]);
  });
});

describe('users export of the Kids Cafe area', () => {
  it('writes Sites instead of Schools and Districts', () => {
    const sheet = usersExportSheet(
      [educator({ sites: [SUNNY, HOPE] }), educator({ firstName: 'Ann', sites: [] })],
      USER_HOLDERS.site,
    );
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Sites',
      'Date Created',
      'Deleted',
    ]);
    expect(sheet.rows).toEqual([
      [
        'Maria',
        'Lopez',
        'maria@school.example',
        '713-555-0100',
        'Sunny Days Child Care, Hope Head Start',
        '8-2-23',
        'No',
      ],
      ['Ann', 'Lopez', 'maria@school.example', '713-555-0100', '', '8-2-23', 'No'],
    ]);
  });
});
