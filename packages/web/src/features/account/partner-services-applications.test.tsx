import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { makeApplicationRow, renderAccountPage, termsResult } from './account-test-utils';
import { PartnerServicesApplications } from './user-applications';

function renderPartnerServices(nextYearTerms: number[]) {
  const link = fakeLink({
    UserApplicationsPartnerServices: () => ({
      data: {
        userApplicationsPartnerServices: [
          makeApplicationRow({
            id: 7,
            schoolOrSiteName: 'Eastside Community Pantry',
            applicationYear: 2025,
            termType: 'SCHOOL',
            termFormatted: '2025',
            status: 'APPROVED',
          }),
          makeApplicationRow({
            id: 4,
            schoolOrSiteName: 'Bayou City Shelter',
            applicationYear: 2024,
            termType: 'SCHOOL',
            termFormatted: '2024',
            status: 'PENDING',
          }),
        ],
      },
    }),
    AccountProgramTerms: () => termsResult(nextYearTerms),
  });
  const view = renderAccountPage('/partner-services/account/applications', link, {
    user: makeUser({ applicationPartnerServicesRequired: false }),
    programKey: 'partnerServices',
    source: PartnerServicesApplications,
  });
  return { ...view, link };
}

describe('My Account → Applications for Partner Services', () => {
  it('lists the organizations with the year, the status and a View link', async () => {
    const { link } = renderPartnerServices([2026]);
    const table = await screen.findByRole('table', { name: 'Partner Services applications' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Organization', 'Application Year', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Eastside Community Pantry', '2025', 'Approved'],
      ['Bayou City Shelter', '2024', 'Pending'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(
      '/partner-services/application/step-1/4',
    );
    expect(screen.getByRole('link', { name: 'Apply Again' }).getAttribute('href')).toBe(
      '/partner-services/application/step-1',
    );
    const next = await screen.findByRole('link', { name: 'Apply for Next Year' });
    await waitFor(() =>
      expect(next.getAttribute('href')).toBe(
        '/partner-services/application/step-1?applicationYear=2026',
      ),
    );
    const terms = link.calls.find((c) => c.operationName === 'AccountProgramTerms');
    expect(terms?.variables).toEqual({ programName: 'PARTNER_SERVICES', termYear: 2026 });
    expect(link.calls.map((c) => c.operationName)).toContain('UserApplicationsPartnerServices');
    // Applications are taken all year: no school-year or summer deadline.
    expect(screen.queryByText(/Application deadlines/)).toBeNull();
  });

  it('disables Apply for Next Year while that year has no terms', async () => {
    renderPartnerServices([]);
    await screen.findByRole('table');
    const next = screen.getByRole('link', { name: 'Apply for Next Year' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('href')).toBeNull();
  });
});
