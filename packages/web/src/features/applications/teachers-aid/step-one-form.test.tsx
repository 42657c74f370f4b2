import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  inProgressNotice,
  intakeResult,
  makeApplication,
  savePayload,
  teachersAidLink,
} from './application-test-utils';
import { teachersAidApplicationTitle } from './texts';

type User = ReturnType<typeof userEvent.setup>;
type Link = ReturnType<typeof teachersAidLink>;

const TITLE = teachersAidApplicationTitle(2025);

async function open(path = '/teachers-aid/application/step-1', link: Link = teachersAidLink()) {
  const view = renderApp(path, link, { signedIn: true });
  await screen.findByRole('heading', { name: TITLE }, { timeout: 5000 });
  return { ...view, link };
}

async function openSaved(handlers: Parameters<typeof teachersAidLink>[1] = {}) {
  const link = teachersAidLink(makeUser({ applicationTeachersAidRequiredId: 7 }), handlers);
  const view = await open('/teachers-aid/application/step-1/7', link);
  await screen.findByRole('option', { name: 'Lincoln Middle School' });
  return view;
}

async function chooseSchool(user: User, { term = '2025-2026 School Year', district = '3' } = {}) {
  await user.click(screen.getByRole('radio', { name: term }));
  await user.selectOptions(screen.getByLabelText('School Type'), 'MIDDLE');
  await screen.findByRole('option', { name: 'Aldine ISD' });
  await user.selectOptions(screen.getByLabelText('District'), district);
  const school = screen.getByLabelText('School') as HTMLSelectElement;
  await waitFor(() => expect(school.querySelectorAll('option').length).toBe(2));
  await user.selectOptions(school, district === '3' ? '42' : '43');
}

const contact = (name: 'Site Coordinator' | 'Principal') =>
  within(screen.getByRole('region', { name }));

const saveCall = (link: Link) =>
  link.calls.find((c) => c.operationName === 'SaveTeachersAidStepOne');

describe('Teachers Aid step 1', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('titles the form with the termYear of the link', async () => {
    renderApp('/teachers-aid/application/step-1?termYear=2026', teachersAidLink(), {
      signedIn: true,
    });
    await screen.findByRole(
      'heading',
      { name: teachersAidApplicationTitle(2026) },
      { timeout: 5000 },
    );
  });

  it('shows the sections in order, with Next and Save as Draft and no Go Back', async () => {
    await open();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Application Type',
      'Initial School Information',
      'School Selection',
      'School Information',
      'Staff Demographics',
      'Site Coordinator',
      'Principal',
    ]);
    screen.getByRole('button', { name: 'Next' });
    screen.getByRole('button', { name: 'Save as Draft' });
    expect(screen.queryByRole('link', { name: 'Go Back' })).toBeNull();
  });

  it('says what is missing after a failed Next, focuses the first field and saves nothing', async () => {
    const user = userEvent.setup();
    const { link } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.missingRequiredFields,
    );
    const firstTerm = screen.getByRole('radio', { name: '2025-2026 School Year' });
    await waitFor(() => expect(document.activeElement).toBe(firstTerm));
    for (const label of ['Total Enrollment', 'Asian (%)', 'White (%)']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(contact('Principal').getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(saveCall(link)).toBeUndefined();
  });

  it.each<[string, (user: User) => Promise<HTMLElement>, string]>([
    [
      'a percentage that is not a number',
      async (user) => {
        await user.type(screen.getByLabelText('Hispanic (%)'), 'abc');
        return screen.getByLabelText('Hispanic (%)');
      },
      MESSAGES.invalidNumber,
    ],
    [
      'a lunch count above the enrollment',
      async (user) => {
        await user.type(screen.getByLabelText('Total Enrollment'), '100');
        await user.type(screen.getByLabelText('Students on Reduced Lunch'), '50');
        await user.type(screen.getByLabelText('Students on Free Lunch'), '101');
        return screen.getByLabelText('Students on Free Lunch');
      },
      MESSAGES.lessThanEnrollment,
    ],
    [
      'a phone without 10 digits',
      async (user) => {
        await user.type(contact('Principal').getByLabelText('Phone'), '71355');
        return contact('Principal').getByLabelText('Phone');
      },
      MESSAGES.invalidPhone,
    ],
    [
      'an invalid email',
      async (user) => {
        await user.type(contact('Site Coordinator').getByLabelText('Email'), 'kim@');
        return contact('Site Coordinator').getByLabelText('Email');
      },
      MESSAGES.invalidEmail,
    ],
    [
      'the same email for the site coordinator and the principal',
      async (user) => {
        for (const [name, email] of [
          ['Site Coordinator', 'a@b.org'],
          ['Principal', 'A@b.org'],
        ] as const) {
          await user.type(contact(name).getByLabelText('First Name'), 'Ann');
          await user.type(contact(name).getByLabelText('Last Name'), 'Lee');
          await user.type(contact(name).getByLabelText('Phone'), '7135550100');
          await user.type(contact(name).getByLabelText('Email'), email);
        }
        return contact('Principal').getByLabelText('Email');
      },
      MESSAGES.emailMustBeUnique,
    ],
  ])('refuses %s with its message on the field', async (_name, fill, message) => {
    const user = userEvent.setup();
    await open();
    const field = await fill(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = screen.getByText(message);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it.each([
    ['SUMMER', false, true, MESSAGES.notAcceptingSummer, 'Summer 2025'],
    ['SCHOOL', true, false, MESSAGES.notAcceptingSchoolYear, '2025-2026 School Year'],
  ])(
    'refuses a %s term while its intake is off',
    async (_type, summerEnabled, schoolEnabled, message, term) => {
      const user = userEvent.setup();
      await open(
        undefined,
        teachersAidLink(makeUser(), {
          TeachersAidIntake: () => intakeResult(undefined, { schoolEnabled, summerEnabled }),
        }),
      );
      await user.click(screen.getByRole('radio', { name: term }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(message);
    },
  );

  it('says at once that the program is not for elementary schools', async () => {
    const user = userEvent.setup();
    await open();
    const type = screen.getByLabelText('School Type');
    await user.selectOptions(type, 'ELEMENTARY');
    const message = screen.getByText(MESSAGES.notForElementary);
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(type.getAttribute('aria-describedby')).toContain(message.id);
  });

  it("fills the chosen school's address and contacts, and resets the school with the district", async () => {
    const user = userEvent.setup();
    const { link } = await open();
    await chooseSchool(user);
    await waitFor(() =>
      expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('100 Main St'),
    );
    expect((contact('Site Coordinator').getByLabelText('Email') as HTMLInputElement).value).toBe(
      'sam@school.example',
    );
    expect(link.calls.find((c) => c.operationName === 'TeachersAidSchool')?.variables).toEqual({
      schoolId: 42,
    });
    await user.selectOptions(screen.getByLabelText('District'), '4');
    expect((screen.getByLabelText('School') as HTMLSelectElement).value).toBe('');
  });

  it("hides the rest of the form when another educator's application is in progress", async () => {
    const user = userEvent.setup();
    const link = teachersAidLink(makeUser(), {
      TeachersAidInProgress: (variables) => ({
        data: {
          applicationInProgressTeachersAid: variables.schoolId === 42 ? inProgressNotice() : null,
        },
      }),
    });
    await open(undefined, link);
    await chooseSchool(user);
    await screen.findByText(MESSAGES.applicationInProgress('Teachers Aid', 2025));
    expect(screen.getByRole('link', { name: 'olga@school.example' }).getAttribute('href')).toBe(
      'mailto:olga@school.example',
    );
    expect(screen.queryByLabelText('Total Enrollment')).toBeNull();
    expect(screen.queryByLabelText('Asian (%)')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Principal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
  });

  it('shows the stored demographic fractions as percentages', async () => {
    await openSaved();
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([
      value('Asian (%)'),
      value('Black (%)'),
      value('Hispanic (%)'),
      value('White (%)'),
    ]).toEqual(['10', '25', '50', '12.5']);
  });

  it("Save as Draft saves the term and school and goes home with 'Draft Saved'", async () => {
    const user = userEvent.setup();
    const link = teachersAidLink(makeUser(), {
      SaveTeachersAidStepOne: () => savePayload('saveTeachersAidApplicationStepOne', 7),
    });
    const { router } = await open(undefined, link);
    await chooseSchool(user);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByText(MESSAGES.draftSaved);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saveCall(link)?.variables.input).toMatchObject({
      draft: true,
      termId: 51,
      schoolId: 42,
      demographicAsian: null,
    });
    expect(link.calls.map((c) => c.operationName)).toContain('TeachersAidUserApplications');
  });

  it("Next saves the whole step with 'Save Successful' and goes to step-2/{id}", async () => {
    const user = userEvent.setup();
    const { router, link } = await openSaved({
      SaveTeachersAidStepOne: () => savePayload('saveTeachersAidApplicationStepOne', 7, 1),
    });
    const asian = screen.getByLabelText('Asian (%)');
    await user.clear(asian);
    await user.type(asian, '20%');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/teachers-aid/application/step-2/7'),
    );
    expect(saveCall(link)?.variables.input).toMatchObject({
      applicationTeachersAidId: 7,
      draft: false,
      termId: 51,
      new: false,
      schoolId: 42,
      numTotalEnrollment: '500',
      demographicAsian: '20',
      demographicBlack: '25',
      demographicHispanic: '50',
      demographicWhite: '12.5',
      siteCoordinator: { email: 'sam@school.example' },
      principal: { email: 'pat@school.example', phone: '713-555-0101' },
    });
  });

  it('shows a pending application read-only to an admin, with Exit and Next', async () => {
    const admin = makeUser({ type: 'ADMIN' });
    const link = teachersAidLink(admin, {
      TeachersAidApplication: () => ({
        data: { applicationTeachersAid: makeApplication({ status: 'PENDING_PRINCIPAL' }) },
      }),
    });
    await open('/teachers-aid/application/step-1/7', link);
    expect(screen.getByLabelText('Asian (%)').closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/teachers-aid/schools/42/applications',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/teachers-aid/application/step-2/7',
    );
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
  });
});
