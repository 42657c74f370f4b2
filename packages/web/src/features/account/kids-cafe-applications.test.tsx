import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { makeApplicationRow, renderAccountPage, termsResult } from './account-test-utils';
import { KidsCafeApplications } from './user-applications';

function kidsCafeResult(rows: Record<string, unknown>[], waitlisted: boolean | null) {
  return {
    data: {
      userApplicationsKidsCafe: rows,
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'KIDS_CAFE',
        program: 'KIDS_CAFE',
        waitlisted,
      },
    },
  };
}

function renderKidsCafe(waitlisted: boolean | null) {
  const link = fakeLink({
    UserApplicationsKidsCafe: () =>
      kidsCafeResult(
        [
          makeApplicationRow({
            id: 7,
            schoolOrSiteName: 'Sunny Days Learning Center',
            applicationYear: 2024,
            termType: 'SUMMER',
            termFormatted: 'Summer 2024',
            status: 'APPROVED',
          }),
          makeApplicationRow({
            id: 8,
            schoolOrSiteName: 'Eastside Head Start',
            applicationYear: 2024,
            termType: 'SCHOOL',
            termFormatted: '2024-2025 School Year',
            status: 'APPROVED',
          }),
        ],
        waitlisted,
      ),
    AccountProgramTerms: () => termsResult([2025]),
  });
  const view = renderAccountPage('/kids-cafe/account/applications', link, {
    user: makeUser({ applicationKidsCafeRequired: false }),
    programKey: 'kidsCafe',
    source: KidsCafeApplications,
  });
  return { ...view, link };
}

describe('My Account → Applications for Kids Cafe', () => {
  it('lists the sites with the displayed year (summer + 1), the status and a View link', async () => {
    const { link } = renderKidsCafe(false);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Site', 'Application Year', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Sunny Days Learning Center', '2025', 'Approved'],
      ['Eastside Head Start', '2024', 'Approved'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(
      '/kids-cafe/application/step-1/7',
    );
    expect(screen.getByRole('link', { name: 'Apply Again' }).getAttribute('href')).toBe(
      '/kids-cafe/application/step-1',
    );
    const next = await screen.findByRole('link', { name: 'Apply for Next Year' });
    await waitFor(() =>
      expect(next.getAttribute('href')).toBe('/kids-cafe/application/step-1?applicationYear=2025'),
    );
    const terms = link.calls.find((c) => c.operationName === 'AccountProgramTerms');
    expect(terms?.variables).toEqual({ programName: 'KIDS_CAFE', termYear: 2025 });
    screen.getByText(/May 30 for the next school year, August 2 for summer/);
    expect(screen.queryByText(MESSAGES.kidsCafeWaitlisted)).toBeNull();
  });

  it('warns that the program is at capacity while it is waitlisted', async () => {
    renderKidsCafe(true);
    await screen.findByRole('table');
    expect(screen.getByText(MESSAGES.kidsCafeWaitlisted).getAttribute('role')).toBe('status');
  });
});
