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
  schoolMarketLink,
} from './application-test-utils';

type User = ReturnType<typeof userEvent.setup>;
type Link = ReturnType<typeof schoolMarketLink>;

const TITLE = MESSAGES.schoolMarketApplicationTitle(2025);

async function open(path = '/school-market/application/step-1', link: Link = schoolMarketLink()) {
  const view = renderApp(path, link, { signedIn: true });
  await screen.findByRole('heading', { name: TITLE }, { timeout: 5000 });
  return view;
}

/** Opens application 7 (complete, IN_PROGRESS) once its school list has loaded. */
async function openSaved(handlers: Parameters<typeof schoolMarketLink>[1] = {}) {
  const link = schoolMarketLink(makeUser({ applicationSchoolMarketRequiredId: 7 }), handlers);
  const view = await open('/school-market/application/step-1/7', link);
  await screen.findByRole('option', { name: 'Lincoln Middle School' });
  return { ...view, link };
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

const contact = (legend: 'Primary Point of Contact' | 'Principal') =>
  within(screen.getByRole('group', { name: legend }));

const optionLabels = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options)
    .filter((o) => o.value !== '')
    .map((o) => o.textContent);

const saveCall = (link: Link) =>
  link.calls.find((c) => c.operationName === 'SaveSchoolMarketApplication');

describe('School Market form', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('says what is missing after a failed submit, focuses the first field and saves nothing', async () => {
    const user = userEvent.setup();
    const link = schoolMarketLink();
    await open(undefined, link);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.missingRequiredFields,
    );
    const firstTerm = screen.getByRole('radio', { name: '2025-2026 School Year' });
    await waitFor(() => expect(document.activeElement).toBe(firstTerm));
    expect(firstTerm.getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Total Enrollment', 'Market Type', 'Preferred Distribution Day']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(
        field.getAttribute('aria-describedby')!.split(' ').pop()!,
      );
      expect(message?.textContent).toBe(MESSAGES.required);
    }
    expect(contact('Principal').getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByLabelText('Signature for Program Purpose').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(saveCall(link)).toBeUndefined();
  });

  it.each<[string, (user: User) => Promise<HTMLElement>, string]>([
    [
      'a count that is not a number',
      async (user) => {
        await user.type(screen.getByLabelText('Total Enrollment'), 'abc');
        return screen.getByLabelText('Total Enrollment');
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
        await user.type(contact('Primary Point of Contact').getByLabelText('Email'), 'kim@');
        return contact('Primary Point of Contact').getByLabelText('Email');
      },
      MESSAGES.invalidEmail,
    ],
    [
      'the same email for both contacts',
      async (user) => {
        // Checked once both contacts are otherwise complete (the domain's rule).
        for (const [legend, email] of [
          ['Primary Point of Contact', 'a@b.org'],
          ['Principal', 'A@b.org'],
        ] as const) {
          await user.type(contact(legend).getByLabelText('First Name'), 'Ann');
          await user.type(contact(legend).getByLabelText('Last Name'), 'Lee');
          await user.type(contact(legend).getByLabelText('Phone'), '7135550100');
          await user.type(contact(legend).getByLabelText('Email'), email);
        }
        return contact('Principal').getByLabelText('Email');
      },
      MESSAGES.emailMustBeUnique,
    ],
  ])('refuses %s with its message on the field', async (_name, fill, message) => {
    const user = userEvent.setup();
    await open();
    const field = await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = screen.getByText(message);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('keeps counts to 4 characters and writes a phone as 123-456-7890', async () => {
    const user = userEvent.setup();
    await open();
    const total = screen.getByLabelText('Total Enrollment') as HTMLInputElement;
    await user.type(total, '123456');
    expect(total.value).toBe('1234');
    const phone = contact('Principal').getByLabelText('Phone') as HTMLInputElement;
    await user.type(phone, '7135550100');
    expect(phone.value).toBe('713-555-0100');
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
        schoolMarketLink(makeUser(), {
          SchoolMarketIntake: () => intakeResult(undefined, { schoolEnabled, summerEnabled }),
        }),
      );
      await user.click(screen.getByRole('radio', { name: term }));
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      await screen.findByText(message);
    },
  );

  it.each([
    [
      '2025-2026 School Year',
      ['August 2025 - May 2026, twice a month', 'August 2025 - May 2026, weekly'],
    ],
    ['Summer 2025', ['May 2025 - July 2025, twice a month', 'May 2025 - July 2025, weekly']],
  ])('offers the operating frequencies of the %s term', async (term, labels) => {
    const user = userEvent.setup();
    await open();
    const frequency = screen.getByLabelText('Operating Frequency');
    expect(optionLabels(frequency)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: term }));
    expect(optionLabels(frequency)).toEqual(labels);
  });

  it('clears a frequency the newly chosen term does not offer', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('radio', { name: '2025-2026 School Year' }));
    const frequency = screen.getByLabelText('Operating Frequency') as HTMLSelectElement;
    await user.selectOptions(frequency, 'AUGUST_MAY_WEEKLY');
    await user.click(screen.getByRole('radio', { name: 'Summer 2025' }));
    expect(frequency.value).toBe('');
  });

  it.each([
    ['Preferred Distribution Day', ['Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Secondary Distribution Day', ['Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    [
      'Preferred Distribution Time',
      ['8:00 AM - 11:00 AM', '2:00 PM - 5:00 PM', '5:00 PM - 8:00 PM'],
    ],
    [
      'Secondary Distribution Time',
      ['8:00 AM - 11:00 AM', '2:00 PM - 5:00 PM', '5:00 PM - 8:00 PM'],
    ],
  ])('offers %s without Monday and without 11 AM - 2 PM', async (label, options) => {
    await open();
    expect(optionLabels(screen.getByLabelText(label))).toEqual(options);
  });

  it('says at once that School Market is not for Elementary schools', async () => {
    const user = userEvent.setup();
    await open();
    const type = screen.getByLabelText('School Type');
    await user.selectOptions(type, 'ELEMENTARY');
    const message = screen.getByText(MESSAGES.schoolMarketNotForElementary);
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(type.getAttribute('aria-describedby')).toContain(message.id);
  });

  it("fills the chosen school's address, grades and contacts, and resets it with the district", async () => {
    const user = userEvent.setup();
    const link = schoolMarketLink();
    await open(undefined, link);
    await chooseSchool(user);

    await waitFor(() =>
      expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('100 Main St'),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Houston');
    expect((screen.getByRole('checkbox', { name: '7th' }) as HTMLInputElement).checked).toBe(true);
    expect((contact('Principal').getByLabelText('Email') as HTMLInputElement).value).toBe(
      'pat@school.example',
    );
    expect(link.calls.find((c) => c.operationName === 'SchoolMarketSchool')?.variables).toEqual({
      schoolId: 42,
    });

    const school = screen.getByLabelText('School') as HTMLSelectElement;
    await user.selectOptions(screen.getByLabelText('District'), '4');
    expect(school.value).toBe('');
  });

  it.each([
    ['Aldine ISD', '3', 'School Market Program Agreement'],
    ['Houston ISD', '4', 'School Market Program Acknowledgement'],
  ])('titles the agreement of a %s school', async (_district, districtId, heading) => {
    const user = userEvent.setup();
    await open();
    await chooseSchool(user, { district: districtId });
    await screen.findByRole('heading', { level: 3, name: heading });
    screen.getByRole('region', { name: heading });
    for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
      screen.getByLabelText(`Signature for ${section}`);
      screen.getByRole('checkbox', { name: `I Agree to ${section}` });
    }
  });

  it("hides the form when another educator's application is in progress", async () => {
    const user = userEvent.setup();
    const link = schoolMarketLink(makeUser(), {
      SchoolMarketInProgress: (variables) => ({
        data: {
          applicationInProgressSchoolMarket: variables.schoolId === 42 ? inProgressNotice() : null,
        },
      }),
    });
    await open(undefined, link);
    await chooseSchool(user);

    await screen.findByText(MESSAGES.applicationInProgress('School Market', 2025));
    expect(screen.getByRole('link', { name: 'olga@school.example' }).getAttribute('href')).toBe(
      'mailto:olga@school.example',
    );
    expect(
      screen.getByRole('link', { name: 'schoolmarket@foodbank.example' }).getAttribute('href'),
    ).toBe('mailto:schoolmarket@foodbank.example');
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(screen.queryByLabelText('Total Enrollment')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Principal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    const query = link.calls.find((c) => c.operationName === 'SchoolMarketInProgress');
    expect(query?.variables).toEqual({ schoolId: 42, termId: 41, exceptId: null });
  });

  it("Save as Draft saves the term and school, refetches the user and goes home with 'Draft Saved'", async () => {
    const user = userEvent.setup();
    const link = schoolMarketLink(makeUser(), {
      SaveSchoolMarketApplication: () => savePayload(7),
    });
    const { router } = await open(undefined, link);
    await chooseSchool(user);
    await user.click(screen.getByRole('radio', { name: 'No' }));

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await screen.findByText(MESSAGES.draftSaved);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saveCall(link)?.variables.input).toMatchObject({
      draft: true,
      termId: 41,
      new: true,
      schoolType: 'MIDDLE',
      districtId: 3,
      schoolId: 42,
      numTotalEnrollment: null,
      marketType: null,
      principal: { email: 'pat@school.example' },
    });
    const input = saveCall(link)?.variables.input as Record<string, unknown>;
    expect(input.applicationSchoolMarketId).toBeUndefined();
    const names = link.calls.map((c) => c.operationName);
    expect(names.filter((n) => n === 'CurrentUser')).toHaveLength(2);
    expect(names).toContain('SchoolMarketUserApplications');
  });

  it('submits a complete application and goes to its status step', async () => {
    const user = userEvent.setup();
    let status = 'IN_PROGRESS';
    const { router, link } = await openSaved({
      SaveSchoolMarketApplication: () => {
        status = 'PENDING_PRINCIPAL';
        return savePayload(7, status);
      },
      SchoolMarketApplication: () => ({
        data: { applicationSchoolMarket: makeApplication({ status }) },
      }),
    });
    link.calls.length = 0;

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/school-market/application/status/7'),
    );
    expect(saveCall(link)?.variables.input).toEqual({
      applicationSchoolMarketId: 7,
      draft: false,
      termId: 41,
      new: false,
      schoolType: 'MIDDLE',
      districtId: 3,
      schoolId: 42,
      address1: '100 Main St',
      address2: null,
      city: 'Houston',
      county: 'HARRIS',
      state: 'TX',
      zip: '77011',
      gradesServed: ['6', '7', '8'],
      organizationType: 'PUBLIC_SCHOOL',
      nonProfitOrganizations: null,
      numTotalEnrollment: '500',
      numReducedLunch: '100',
      numFreeLunch: '200',
      marketType: 'BRICK_MORTAR',
      operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
      preferredDistributionDay: 'TUESDAY',
      preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
      secondaryPreferredDistributionDay: 'THURSDAY',
      secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
      primaryPointOfContact: {
        firstName: 'Kim',
        lastName: 'Contact',
        title: 'Counselor',
        phone: '713-555-0102',
        email: 'kim@school.example',
      },
      principal: {
        firstName: 'Pat',
        lastName: 'Principal',
        title: null,
        phone: '713-555-0101',
        email: 'pat@school.example',
      },
      agreeToProgramPurpose: true,
      agreeNondiscrimination: true,
      agreeToProgramResponsibilities: true,
      nameSignFirst: 'Erin Educator',
      nameSignSecond: 'Erin Educator',
      nameSignThird: 'Erin Educator',
      certififedVerification: true,
    });
    const names = link.calls.map((c) => c.operationName);
    expect(names).toContain('CurrentUser');
    expect(names).toContain('SchoolMarketUserApplications');
  });

  it("shows the server's field issues on their fields and toasts its message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await openSaved({
      SaveSchoolMarketApplication: () => ({
        errors: [
          {
            message: MESSAGES.schoolNotFound,
            extensions: { issues: [{ path: 'schoolId', message: MESSAGES.schoolNotFound }] },
          },
        ],
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const school = screen.getByLabelText('School');
    await waitFor(() => expect(school.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(MESSAGES.schoolNotFound).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(school));
    expect(router.state.location.pathname).toBe('/school-market/application/step-1/7');
  });

  it.each([
    [
      'an admin',
      makeUser({ type: 'ADMIN' }),
      'IN_PROGRESS',
      '/school-market/schools/42/applications',
    ],
    [
      'an educator of an approved application',
      makeUser({ applicationSchoolMarketRequired: false }),
      'APPROVED',
      '/school-market/account/applications',
    ],
  ])('is read-only for %s, with Exit', async (_name, viewer, status, exit) => {
    const link = schoolMarketLink(viewer, {
      SchoolMarketApplication: () => ({
        data: { applicationSchoolMarket: makeApplication({ status }) },
      }),
    });
    await open('/school-market/application/step-1/7', link);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(exit);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(screen.getByLabelText('City').closest('fieldset[disabled]')).not.toBeNull();
    // The recorded signatures, not editable.
    expect(screen.getAllByDisplayValue('Erin Educator')).toHaveLength(3);
    expect(screen.queryByText(MESSAGES.notAcceptingNewNotice)).toBeNull();
    expect(link.calls.some((c) => c.operationName === 'SchoolMarketInProgress')).toBe(false);
  });

  it.each([
    [
      'no term for the year',
      [],
      { schoolEnabled: true, summerEnabled: true },
      MESSAGES.notAcceptingThisYearNotice,
    ],
    [
      'school and summer intake off',
      undefined,
      { schoolEnabled: false, summerEnabled: false },
      MESSAGES.notAcceptingNewNotice,
    ],
  ])('is read-only with the reason when %s', async (_name, terms, config, message) => {
    await open(
      undefined,
      schoolMarketLink(makeUser(), {
        SchoolMarketIntake: () => intakeResult(terms, config),
      }),
    );
    screen.getByText(message);
    screen.getByRole('link', { name: 'Exit' });
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
  });
});
