import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  PRINCIPAL,
  callsOf,
  dismissToasts,
  makeSchool,
  renderSchoolDetail,
  schoolResult,
  teamMember,
} from './school-detail-test-utils';

const SM_CONTACT = teamMember({
  teamMemberId: 601,
  type: 'PRIMARY_POINT_OF_CONTACT',
  firstName: 'Rosa',
  lastName: 'Diaz',
  title: 'Coach',
  phone: '713-555-0110',
  email: 'rosa@school.example',
});

type User = ReturnType<typeof userEvent.setup>;

/** Puts text in a field at once (typing each key of long values is slow). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('School detail: Contacts', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    dismissToasts();
  });

  it('edits the School Market contacts, one group per role, with the domain rules', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolSchoolMarket: () =>
        schoolResult(
          makeSchool(
            { teamMembers: [SM_CONTACT], lastEditedTeamMembers: '2024-01-15T12:00:00.000Z' },
            'schoolMarket',
          ),
        ),
      AdminUpdateSchoolContacts: () => ({
        data: {
          adminUpdateSchoolContacts: makeSchool({ teamMembers: [SM_CONTACT] }, 'schoolMarket'),
        },
      }),
    });
    renderSchoolDetail('/school-market/schools/42/contacts', link, { programKey: 'schoolMarket' });
    await screen.findByRole('heading', { level: 3, name: 'Contacts' });
    screen.getByText('Last edited 1-15-24');
    const contact = screen.getByRole('group', { name: 'Primary Point of Contact' });
    const principal = screen.getByRole('group', { name: 'Principal' });
    expect((within(contact).getByLabelText('First Name') as HTMLInputElement).value).toBe('Rosa');
    expect((within(contact).getByLabelText('Title') as HTMLInputElement).value).toBe('Coach');
    expect((within(principal).getByLabelText('First Name') as HTMLInputElement).value).toBe('');

    // The principal is still missing, with a bad phone and the contact's email.
    await fill(user, within(principal).getByLabelText('First Name'), 'Pat');
    await fill(user, within(principal).getByLabelText('Phone'), '12345');
    await fill(user, within(principal).getByLabelText('Email'), 'ROSA@school.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await within(principal).findByText(MESSAGES.invalidPhone);
    within(principal).getByText(MESSAGES.required); // last name
    await waitFor(() =>
      expect(document.activeElement).toBe(within(principal).getByLabelText('Last Name')),
    );
    expect(callsOf(link, 'AdminUpdateSchoolContacts')).toHaveLength(0);

    // Both roles filled, but with the same email (case-insensitive).
    await fill(user, within(principal).getByLabelText('Last Name'), 'Lee');
    await user.clear(within(principal).getByLabelText('Phone'));
    await fill(user, within(principal).getByLabelText('Phone'), '(713) 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await within(principal).findByText(MESSAGES.emailMustBeUnique);
    expect(callsOf(link, 'AdminUpdateSchoolContacts')).toHaveLength(0);

    await user.clear(within(principal).getByLabelText('Email'));
    await fill(user, within(principal).getByLabelText('Email'), 'pat@school.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSchoolContacts')[0]?.variables).toEqual({
      input: {
        program: 'SCHOOL_MARKET',
        schoolId: 42,
        teamMembers: [
          {
            teamMemberId: 601,
            type: 'PRIMARY_POINT_OF_CONTACT',
            firstName: 'Rosa',
            lastName: 'Diaz',
            title: 'Coach',
            phone: '713-555-0110',
            email: 'rosa@school.example',
          },
          {
            type: 'PRINCIPAL',
            firstName: 'Pat',
            lastName: 'Lee',
            title: null,
            phone: '713-555-0100',
            email: 'pat@school.example',
          },
        ],
      },
    });
  });

  it('names the Teachers Aid roles', async () => {
    renderSchoolDetail(
      '/teachers-aid/schools/42/contacts',
      fakeLink({
        AdminSchoolTeachersAid: () => schoolResult(makeSchool({ teamMembers: [] }, 'teachersAid')),
      }),
      { programKey: 'teachersAid' },
    );
    await screen.findByRole('group', { name: 'Site Coordinator' });
    screen.getByRole('group', { name: 'Principal' });
    expect(
      (screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('edits the Backpack Buddy roster with the roster rules', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      AdminUpdateSchoolContacts: () => ({
        data: { adminUpdateSchoolContacts: makeSchool({ teamMembers: [PRINCIPAL] }) },
      }),
    });
    renderSchoolDetail('/backpack-buddy/schools/42/contacts', link);
    const table = await screen.findByRole('table', { name: 'Team members' });
    within(table).getByRole('rowheader', { name: 'Pat Lee' });
    within(table).getByRole('rowheader', { name: 'Kim Ortiz' });

    // Without a primary coordinator nothing is sent, and Add Participant gets focus.
    await user.click(screen.getByRole('button', { name: 'Delete Kim Ortiz' }));
    const confirm = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    screen.getByText(MESSAGES.unsavedChanges);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.primaryCoordinatorRequired);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Participant' })),
    );
    expect(callsOf(link, 'AdminUpdateSchoolContacts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    await fill(user, within(dialog).getByLabelText('First Name'), 'Sol');
    await fill(user, within(dialog).getByLabelText('Last Name'), 'Ng');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'PRIMARY');
    await fill(user, within(dialog).getByLabelText('Phone'), '7135550102');
    await fill(user, within(dialog).getByLabelText('Email'), 'sol@school.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSchoolContacts')[0]?.variables).toEqual({
      input: {
        program: 'BACKPACK_BUDDY',
        schoolId: 42,
        teamMembers: [
          {
            teamMemberId: 501,
            type: 'PRINCIPAL',
            firstName: 'Pat',
            lastName: 'Lee',
            title: null,
            phone: '713-555-0100',
            email: 'pat@school.example',
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
  });

  it("shows the server's message when the contacts are refused", async () => {
    const user = userEvent.setup();
    renderSchoolDetail(
      '/teachers-aid/schools/42/contacts',
      fakeLink({
        AdminSchoolTeachersAid: () => schoolResult(makeSchool({ teamMembers: [] }, 'teachersAid')),
        AdminUpdateSchoolContacts: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
      }),
      { programKey: 'teachersAid' },
    );
    const fillRole = async (group: string, first: string, email: string) => {
      const fields = await screen.findByRole('group', { name: group });
      await fill(user, within(fields).getByLabelText('First Name'), first);
      await fill(user, within(fields).getByLabelText('Last Name'), 'Doe');
      await fill(user, within(fields).getByLabelText('Phone'), '7135550100');
      await fill(user, within(fields).getByLabelText('Email'), email);
    };
    await fillRole('Site Coordinator', 'Sam', 'sam@school.example');
    await fillRole('Principal', 'Pat', 'pat@school.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.forbidden);
  });
});
