import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_ES } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../i18n/i18n';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext } from '../../lib/current-user';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import DashboardPage from './dashboard-page';
import { SchoolSiteSelect } from './school-site-select';

function renderWithSchools(ui: ReactNode, schools: { schoolId: number; name: string }[]) {
  const link = fakeLink({
    EducatorSchools: () => ({
      data: {
        educatorSchools: schools.map((s) => ({
          __typename: 'UserSchool',
          id: String(s.schoolId),
          districtId: null,
          districtName: null,
          ...s,
        })),
      },
    }),
  });
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <CurrentSessionContext value={{ user: makeUser(), enums: [] }}>
        <MemoryRouter initialEntries={['/backpack-buddy/dashboard']}>{ui}</MemoryRouter>
      </CurrentSessionContext>
    </ApolloProvider>,
  );
}

describe('the workspace frame in Spanish', () => {
  beforeEach(async () => {
    await act(() => activateLanguage('es'));
  });

  it('labels the school-site dropdown and its first option in Spanish', async () => {
    renderWithSchools(<SchoolSiteSelect />, [{ schoolId: 42, name: 'Lincoln Middle' }]);
    const select = screen.getByRole('combobox', { name: 'Sitio escolar' });
    await within(select).findByRole('option', { name: 'Lincoln Middle' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos los sitios escolares', 'Lincoln Middle']);
  });

  it('tells an educator without schools in Spanish', async () => {
    renderWithSchools(<DashboardPage />, []);
    screen.getByRole('heading', { level: 2, name: 'Informes de distribución de mochilas' });
    await screen.findByText(MESSAGES_ES.noSchoolAssociations);
  });
});
