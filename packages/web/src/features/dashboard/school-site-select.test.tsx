import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext, type CurrentUser } from '../../lib/current-user';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { SchoolSiteSelect } from './school-site-select';

const school = (schoolId: number, name: string) => ({
  __typename: 'UserSchool',
  id: String(schoolId),
  schoolId,
  name,
  districtId: null,
  districtName: null,
});

function renderSelect(user: CurrentUser) {
  const link = fakeLink({
    EducatorSchools: () => ({
      data: { educatorSchools: [school(42, 'Lincoln Middle'), school(43, 'Adams High')] },
    }),
  });
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <CurrentSessionContext value={{ user, enums: [] }}>
        <MemoryRouter initialEntries={['/backpack-buddy/dashboard?school=43']}>
          <SchoolSiteSelect />
        </MemoryRouter>
      </CurrentSessionContext>
    </ApolloProvider>,
  );
  return link;
}

describe('the school-site dropdown', () => {
  it("lists the educator's schools from educatorSchools, by name, with the chosen one selected", async () => {
    // The start-up user's own schools are not the list: the educatorSchools answer is.
    const link = renderSelect(makeUser({ schools: [] }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'School Site' });
    await within(select).findByRole('option', { name: 'Adams High' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All School Sites', 'Adams High', 'Lincoln Middle']);
    expect(select.value).toBe('43');
    expect(link.calls.map((call) => call.operationName)).toEqual(['EducatorSchools']);
  });

  it('asks nothing for an administrator, who has no schools of their own', () => {
    const link = renderSelect(makeUser({ type: 'ADMIN' }));
    const select = screen.getByRole('combobox', { name: 'School Site' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All School Sites']);
    expect(link.calls).toEqual([]);
  });
});
