import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import { LastReportReminder } from './admin-reports-tab';

function renderReminder(lastReportReminder: unknown) {
  const link = fakeLink({
    AdminSchoolReportReminder: (variables) => ({
      data: {
        school: {
          __typename: 'AdminSchool',
          id: `BACKPACK_BUDDY:${String(variables.schoolId)}`,
          schoolId: variables.schoolId,
          lastReportReminder,
        },
      },
    }),
  });
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <LastReportReminder schoolId={42} />
    </ApolloProvider>,
  );
  return link;
}

describe("the Reports tab's last report reminder", () => {
  it('says when the educators were last reminded, of which month, and how many', async () => {
    const link = renderReminder({
      __typename: 'ReportReminder',
      monthStart: '2026-02-01',
      sentAt: '2026-03-05T06:00:00.000Z',
      recipients: 2,
    });
    const line = await screen.findByText(/^Last report reminder:/);
    expect(line.textContent).toBe(
      'Last report reminder: 3-5-26 (February 2026 report, 2 educators mailed)',
    );
    expect(line.querySelector('time')!.getAttribute('dateTime')).toBe('2026-03-05T06:00:00.000Z');
    expect(link.calls[0]!.variables).toEqual({ schoolId: 42 });
  });

  it('says one educator in the singular', async () => {
    renderReminder({
      __typename: 'ReportReminder',
      monthStart: '2025-12-01',
      sentAt: '2026-01-05T06:00:00.000Z',
      recipients: 1,
    });
    expect((await screen.findByText(/^Last report reminder:/)).textContent).toContain(
      '(December 2025 report, 1 educator mailed)',
    );
  });

  it('says when none was sent', async () => {
    renderReminder(null);
    await screen.findByText('No report reminder sent yet.');
  });
});
