import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { toast } from '../../../lib/toast-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { applicationLink, makeApplication, savePayload } from './application-test-utils';

type User = ReturnType<typeof userEvent.setup>;

async function openNewApplication(link = applicationLink()) {
  const view = renderApp('/backpack-buddy/application/step-1', link, { signedIn: true });
  await screen.findByRole('heading', { name: 'Program Application 2025' }, { timeout: 5000 });
  return view;
}

async function chooseSchool(user: User, district = '3', school = '42') {
  await user.click(screen.getByRole('radio', { name: '2025-2026 School Year' }));
  await user.selectOptions(screen.getByLabelText('School Type'), 'MIDDLE');
  await screen.findByRole('option', { name: 'Aldine ISD' });
  await user.selectOptions(screen.getByLabelText('District'), district);
  const schoolSelect = screen.getByLabelText('School') as HTMLSelectElement;
  await waitFor(() => expect(schoolSelect.querySelectorAll('option').length).toBe(2));
  await user.selectOptions(schoolSelect, school);
}

async function addParticipant(
  user: User,
  member: { first: string; last: string; type: string; phone?: string; email?: string },
) {
  await user.click(screen.getByRole('button', { name: 'Add Participant' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
  await user.type(within(dialog).getByLabelText('First Name'), member.first);
  await user.type(within(dialog).getByLabelText('Last Name'), member.last);
  await user.selectOptions(within(dialog).getByLabelText('Type'), member.type);
  if (member.phone) await user.type(within(dialog).getByLabelText('Phone'), member.phone);
  if (member.email) await user.type(within(dialog).getByLabelText('Email'), member.email);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('Backpack Buddy step 1', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('applies the roster rules in the Edit Participant dialog', async () => {
    const user = userEvent.setup();
    await openNewApplication();

    // A principal: no Job Title; phone and email are asked.
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('First Name'));
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'PRINCIPAL');
    expect(within(dialog).queryByLabelText('Job Title (optional)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await addParticipant(user, {
      first: 'Pat',
      last: 'Lee',
      type: 'PRINCIPAL',
      phone: '7135550100',
      email: 'pat@school.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table');
    within(table).getByRole('rowheader', { name: 'Pat Lee' });
    within(table).getByText('713-555-0100');

    // A second principal is refused.
    dialog = await addParticipant(user, { first: 'Ann', last: 'Other', type: 'PRINCIPAL' });
    const typeSelect = within(dialog).getByLabelText('Type');
    const message = await within(dialog).findByText(MESSAGES.principalAlreadyExists);
    expect(typeSelect.getAttribute('aria-describedby')).toContain(message.id);

    // Staff give no phone or email, but may have a job title.
    await user.selectOptions(typeSelect, 'STAFF');
    expect(within(dialog).queryByLabelText('Phone')).toBeNull();
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    within(dialog).getByLabelText('Job Title (optional)');

    // Escape closes the dialog and focus goes back to Add Participant.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Participant' })),
    );

    // Edit: 'Participant Updated'.
    await user.click(screen.getByRole('button', { name: 'Edit Pat Lee' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Participant' });
    const last = within(dialog).getByLabelText('Last Name');
    await user.clear(last);
    await user.type(last, 'Long');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.participantUpdated);
    within(table).getByRole('rowheader', { name: 'Pat Long' });

    // Delete asks first.
    await user.click(screen.getByRole('button', { name: 'Delete Pat Long' }));
    const confirm = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    within(confirm).getByRole('button', { name: 'Cancel' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(table).queryByRole('rowheader', { name: 'Pat Long' })).toBeNull();
  });

  it('shows the missing-fields message, the roster rules and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const link = applicationLink();
    await openNewApplication(link);

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.missingRequiredFields,
    );
    const firstTerm = screen.getByRole('radio', { name: '2025-2026 School Year' });
    await waitFor(() => expect(document.activeElement).toBe(firstTerm));
    expect(firstTerm.getAttribute('aria-invalid')).toBe('true');
    screen.getByText(MESSAGES.principalRequired);
    screen.getByText(MESSAGES.primaryCoordinatorRequired);
    expect(link.calls.some((c) => c.operationName === 'SaveBackpackBuddyStepOne')).toBe(false);
  });

  it("Save as Draft saves a draft, refetches the user and goes home with 'Draft Saved'", async () => {
    const user = userEvent.setup();
    const link = applicationLink(makeUser(), {
      SaveBackpackBuddyStepOne: () => savePayload('saveApplicationStepOne', 7, 0),
    });
    const { router } = await openNewApplication(link);
    await chooseSchool(user);

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await screen.findByText(MESSAGES.draftSaved);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const save = link.calls.find((c) => c.operationName === 'SaveBackpackBuddyStepOne');
    expect(save?.variables.input).toMatchObject({
      draft: true,
      termId: 31,
      schoolType: 'MIDDLE',
      districtId: 3,
      schoolId: 42,
      teamMembers: [],
    });
    const names = link.calls.map((c) => c.operationName);
    expect(names.filter((n) => n === 'CurrentUser')).toHaveLength(2);
    expect(names).toContain('BackpackBuddyUserApplications');
  });

  it('toasts the server message of a failed save and stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const link = applicationLink(makeUser(), {
      SaveBackpackBuddyStepOne: () => ({ errors: [{ message: 'Term is closed' }] }),
    });
    const { router } = await openNewApplication(link);
    await chooseSchool(user);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByText('Term is closed');
    expect(router.state.location.pathname).toBe('/backpack-buddy/application/step-1');
  });

  it('saves a complete step 1 and goes to step 2', async () => {
    const user = userEvent.setup();
    const link = applicationLink(makeUser({ applicationBackpackBuddyRequiredId: 7 }), {
      BackpackBuddyApplication: () => ({
        data: { applicationBackpackBuddy: makeApplication({ stepsCompleted: 0 }) },
      }),
      SaveBackpackBuddyStepOne: () => savePayload('saveApplicationStepOne', 7, 1),
    });
    const { router } = renderApp('/backpack-buddy/application/step-1/7', link, { signedIn: true });
    await screen.findByRole('heading', { name: 'Program Application 2025' }, { timeout: 5000 });
    await screen.findByRole('option', { name: 'Lincoln Middle School' });

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/backpack-buddy/application/step-2/7'),
    );
    const save = link.calls.find((c) => c.operationName === 'SaveBackpackBuddyStepOne');
    expect(save?.variables.input).toMatchObject({
      applicationBackpackBuddyId: 7,
      draft: false,
      new: false,
      address1: '100 Main St',
      county: 'HARRIS',
      gradesServed: ['6', '7', '8'],
      teamMembers: [
        expect.objectContaining({
          teamMemberId: 501,
          type: 'PRINCIPAL',
          email: 'pat@school.example',
        }),
        expect.objectContaining({ teamMemberId: 502, type: 'PRIMARY' }),
      ],
    });
  });

  it('says the program is not for elementary schools', async () => {
    const user = userEvent.setup();
    await openNewApplication();
    const type = screen.getByLabelText('School Type');
    await user.selectOptions(type, 'ELEMENTARY');
    const message = screen.getByText(MESSAGES.notForElementary);
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(type.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('resets the chosen school when the district changes', async () => {
    const user = userEvent.setup();
    await openNewApplication();
    await chooseSchool(user);
    const school = screen.getByLabelText('School') as HTMLSelectElement;
    expect(school.value).toBe('42');

    await user.selectOptions(screen.getByLabelText('District'), '4');
    expect(school.value).toBe('');
    await screen.findByRole('option', { name: 'Jackson Middle School' });
    expect(school.value).toBe('');
  });

  it("hides the form when another educator's application is in progress", async () => {
    const user = userEvent.setup();
    const link = applicationLink(makeUser(), {
      BackpackBuddyInProgress: (variables) => ({
        data: {
          applicationInProgressBackpackBuddy:
            variables.schoolId === 42
              ? {
                  __typename: 'ApplicationInProgressNotice',
                  applicationBackpackBuddyId: 90,
                  termYear: 2025,
                  starterName: 'Olga Other',
                  starterEmail: 'olga@school.example',
                  contactEmail: 'backpackbuddy@foodbank.example',
                }
              : null,
        },
      }),
    });
    await openNewApplication(link);
    screen.getByRole('heading', { name: 'Team Information' });

    await chooseSchool(user);

    await screen.findByText(MESSAGES.applicationInProgress('Backpack Buddy', 2025));
    screen.getByText(/Olga Other/);
    expect(
      screen.getByRole('link', { name: 'backpackbuddy@foodbank.example' }).getAttribute('href'),
    ).toBe('mailto:backpackbuddy@foodbank.example');
    expect(screen.queryByRole('heading', { name: 'Team Information' })).toBeNull();
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    const inProgress = link.calls.find((c) => c.operationName === 'BackpackBuddyInProgress');
    expect(inProgress?.variables).toEqual({ schoolId: 42, termId: 31, exceptId: null });
  });

  it('is read-only with the reason when no term is open', async () => {
    await openNewApplication(
      applicationLink(makeUser(), {
        BackpackBuddyIntake: () => ({
          data: {
            programTerms: [],
            backpackBuddyConfig: {
              __typename: 'BackpackBuddyConfig',
              schoolEnabled: true,
              summerEnabled: true,
            },
          },
        }),
      }),
    );
    screen.getByText(MESSAGES.notAcceptingThisYear);
    screen.getByRole('link', { name: 'Exit' });
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
  });
});
