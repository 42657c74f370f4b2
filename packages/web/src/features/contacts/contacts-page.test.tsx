import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { ENUMERATIONS, MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext } from '../../lib/current-user';
import { toast } from '../../lib/toast-store';
import { ToastViewport } from '../../lib/toast-viewport';
import { fakeLink } from '../../test/fake-link';
import type { FakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import ContactsPage from './contacts-page';

const member = (overrides: Record<string, unknown>) => ({
  __typename: 'TeamMember',
  title: null,
  phone: null,
  email: null,
  ...overrides,
});

const PRINCIPAL = member({
  teamMemberId: 501,
  type: 'PRINCIPAL',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '713-555-0100',
  email: 'pat@school.example',
});
const PRIMARY = member({
  teamMemberId: 502,
  type: 'PRIMARY',
  firstName: 'Kim',
  lastName: 'Ortiz',
  title: 'Counselor',
  phone: '713-555-0101',
  email: 'kim@school.example',
});

function contactsResult(teamMembers: unknown[] = [PRINCIPAL, PRIMARY], field = 'schoolContacts') {
  return {
    data: {
      [field]: {
        __typename: 'SchoolContacts',
        id: '42',
        schoolId: 42,
        name: 'Lincoln Middle School',
        lastEditedTeamMembers: null,
        teamMembers,
      },
    },
  };
}

const enums = [
  {
    name: 'backpackBuddyTeamMemberTypes',
    options: [...ENUMERATIONS.backpackBuddyTeamMemberTypes.options],
  },
];

function renderPage(link: FakeLink, schoolId = 42) {
  const client = createApolloClient(link);
  return render(
    <ApolloProvider client={client}>
      <CurrentSessionContext value={{ user: makeUser(), enums }}>
        <ContactsPage program={PROGRAMS_BY_KEY.backpackBuddy} schoolId={schoolId} />
      </CurrentSessionContext>
      <ToastViewport />
    </ApolloProvider>,
  );
}

describe('School Contacts', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it("loads the school's roster", async () => {
    const link = fakeLink({ SchoolContacts: () => contactsResult() });
    renderPage(link);
    screen.getByRole('heading', { level: 2, name: 'School Contacts' });
    screen.getByText('Loading');
    const table = await screen.findByRole('table', { name: 'Team members' });
    within(table).getByRole('rowheader', { name: 'Pat Lee' });
    within(table).getByText('Primary Coordinator');
    within(table).getByText('713-555-0101');
    screen.getByText('Lincoln Middle School');
    expect(link.calls[0]).toMatchObject({
      operationName: 'SchoolContacts',
      variables: { schoolId: 42 },
    });
  });

  it("shows 'Error' and 'There was an error loading' when the roster cannot be loaded", async () => {
    renderPage(fakeLink({ SchoolContacts: () => ({ errors: [{ message: MESSAGES.notFound }] }) }));
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it("edits, adds and deletes participants, then saves the roster with 'Update Successful'", async () => {
    const user = userEvent.setup();
    const saved = member({
      teamMemberId: 503,
      type: 'STAFF',
      firstName: 'Al',
      lastName: 'Cruz',
      title: 'Aide',
    });
    const link = fakeLink({
      SchoolContacts: () => contactsResult(),
      EditSchoolContacts: () =>
        contactsResult(
          [{ ...PRINCIPAL, lastName: 'Long', phone: '713-555-0199' }, saved],
          'editSchoolContacts',
        ),
    });
    renderPage(link);
    const table = await screen.findByRole('table', { name: 'Team members' });

    // Edit: 'Participant Updated', not yet saved.
    await user.click(screen.getByRole('button', { name: 'Edit Pat Lee' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    const last = within(dialog).getByLabelText('Last Name');
    await user.clear(last);
    await user.type(last, 'Long');
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '(713) 555 0199');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.participantUpdated);
    within(table).getByRole('rowheader', { name: 'Pat Long' });
    within(table).getByText('713-555-0199');
    screen.getByText(MESSAGES.unsavedChanges);
    expect(link.calls.some((c) => c.operationName === 'EditSchoolContacts')).toBe(false);

    // Add a staff member: no phone or email asked.
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    await user.type(within(dialog).getByLabelText('First Name'), 'Al');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Cruz');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'STAFF');
    expect(within(dialog).queryByLabelText('Phone')).toBeNull();
    await user.type(within(dialog).getByLabelText('Job Title (optional)'), 'Aide');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(table).findByRole('rowheader', { name: 'Al Cruz' });

    // Delete asks first.
    await user.click(screen.getByRole('button', { name: 'Delete Kim Ortiz' }));
    const confirm = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(within(table).queryByRole('rowheader', { name: 'Kim Ortiz' })).toBeNull();

    // The primary coordinator is required: nothing is sent, Add Participant gets focus.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.primaryCoordinatorRequired);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Participant' })),
    );
    expect(link.calls.some((c) => c.operationName === 'EditSchoolContacts')).toBe(false);

    // With a primary again the roster is saved, normalised by the domain schema.
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    await user.type(within(dialog).getByLabelText('First Name'), 'Sol');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Ng');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'PRIMARY');
    await user.type(within(dialog).getByLabelText('Phone'), '7135550102');
    await user.type(within(dialog).getByLabelText('Email'), 'sol@school.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.primaryCoordinatorRequired)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText(MESSAGES.updateSuccessful);
    const save = link.calls.find((c) => c.operationName === 'EditSchoolContacts');
    expect(save?.variables).toEqual({
      input: {
        schoolId: 42,
        teamMembers: [
          {
            teamMemberId: 501,
            type: 'PRINCIPAL',
            firstName: 'Pat',
            lastName: 'Long',
            title: null,
            phone: '713-555-0199',
            email: 'pat@school.example',
          },
          {
            type: 'STAFF',
            firstName: 'Al',
            lastName: 'Cruz',
            title: 'Aide',
            phone: null,
            email: null,
          },
          {
            type: 'PRIMARY',
            firstName: 'Sol',
            lastName: 'Ng',
            title: null,
            phone: '713-555-0102',
            email: 'sol@school.example',
          },
        ],
      },
    });
    // The form starts again from the saved roster (with the new ids): nothing left unsaved.
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
    within(table).getByRole('rowheader', { name: 'Al Cruz' });
    expect(within(table).queryByRole('rowheader', { name: 'Sol Ng' })).toBeNull();
  });

  it('refuses a second principal in the dialog', async () => {
    const user = userEvent.setup();
    renderPage(fakeLink({ SchoolContacts: () => contactsResult() }));
    await screen.findByRole('table', { name: 'Team members' });
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    await user.type(within(dialog).getByLabelText('First Name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Other');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'PRINCIPAL');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(MESSAGES.principalAlreadyExists);
  });

  it("shows the server's message in an alert when the save fails", async () => {
    const user = userEvent.setup();
    renderPage(
      fakeLink({
        SchoolContacts: () => contactsResult(),
        EditSchoolContacts: () => ({ errors: [{ message: MESSAGES.notFound }] }),
      }),
    );
    await screen.findByRole('table', { name: 'Team members' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.notFound);
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });
});
