import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENUMERATIONS, MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { MESSAGES_ES } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../i18n/i18n';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext } from '../../lib/current-user';
import { toast } from '../../lib/toast-store';
import { fakeLink } from '../../test/fake-link';
import type { FakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import ContactsPage from './contacts-page';

const member = (teamMemberId: number, type: string, firstName: string) => ({
  __typename: 'TeamMember',
  teamMemberId,
  type,
  firstName,
  lastName: 'Lee',
  title: null,
  phone: '713-555-0100',
  email: `${firstName.toLowerCase()}@school.example`,
});

const contacts = {
  data: {
    schoolContacts: {
      __typename: 'SchoolContacts',
      id: '42',
      schoolId: 42,
      name: 'Lincoln Middle School',
      lastEditedTeamMembers: null,
      teamMembers: [member(501, 'PRINCIPAL', 'Pat'), member(502, 'PRIMARY', 'Kim')],
    },
  },
};

const enums = [
  {
    name: 'backpackBuddyTeamMemberTypes',
    options: [...ENUMERATIONS.backpackBuddyTeamMemberTypes.options],
  },
];

function renderPage(link: FakeLink) {
  return render(
    <ApolloProvider client={createApolloClient(link)}>
      <CurrentSessionContext value={{ user: makeUser(), enums }}>
        <ContactsPage program={PROGRAMS_BY_KEY.backpackBuddy} schoolId={42} />
      </CurrentSessionContext>
    </ApolloProvider>,
  );
}

describe('School Contacts in Spanish', () => {
  beforeEach(async () => {
    await act(() => activateLanguage('es'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('titles the page, saves with Guardar cambios and shows a refusal in Spanish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(
      fakeLink({
        SchoolContacts: () => contacts,
        EditSchoolContacts: () => ({ errors: [{ message: MESSAGES.notFound }] }),
      }),
    );
    screen.getByRole('heading', { level: 2, name: 'Contactos de la escuela' });
    await waitFor(() =>
      expect(document.title).toBe('Contactos de la escuela | Backpack Buddy | Portal de Socios'),
    );
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES_ES.notFound);
  });
});
