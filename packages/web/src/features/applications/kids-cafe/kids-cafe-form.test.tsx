import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { configResult, kidsCafeLink, makeApplication, savePayload } from './application-test-utils';
import { kidsCafeTitle } from './kids-cafe-form';

type User = ReturnType<typeof userEvent.setup>;
type Link = ReturnType<typeof kidsCafeLink>;

const AGREEMENT = 'Kids Cafe Program Agreement';

async function open(path = '/kids-cafe/application/step-1', link: Link = kidsCafeLink()) {
  const view = renderApp(path, link, { signedIn: true });
  await screen.findByRole('heading', { name: /^Kids Cafe Program Application/ }, { timeout: 5000 });
  return { ...view, link };
}

/** Opens application 7 (complete, IN_PROGRESS, SUMMER 2024) once its site list has loaded. */
async function openSaved(handlers: Parameters<typeof kidsCafeLink>[1] = {}) {
  const link = kidsCafeLink(makeUser({ applicationKidsCafeRequiredId: 7 }), handlers);
  const view = await open('/kids-cafe/application/step-1/7', link);
  await screen.findByRole('option', { name: 'Eastside Head Start' });
  return view;
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveCall = (link: Link) =>
  link.calls.find((c) => c.operationName === 'SaveKidsCafeApplication');

/** The message tied to a control by aria-describedby (its last id). */
function messageOf(control: HTMLElement): string | null | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids[ids.length - 1] ?? '')?.textContent;
}

/** The agreement region's geometry (happy-dom lays nothing out): 1000 px of text in 200. */
function layOutAgreement() {
  const scrollable = (el: Element) => el.classList.contains('agreement-scroll');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return scrollable(this) ? 1000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return scrollable(this) ? 200 : 0;
  });
}

async function chooseMeal(user: User, meal: string, times = ['8:00 AM', '9:00 AM', '20']) {
  await user.click(box(meal));
  await user.type(input(`${meal} Start Time`), times[0]!);
  await user.type(input(`${meal} End Time`), times[1]!);
  await user.type(input(`${meal} Expected Participants`), times[2]!);
}

describe('Kids Cafe form', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    layOutAgreement();
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('says what is missing after a failed submit, focuses the first field and saves nothing', async () => {
    const user = userEvent.setup();
    const { link } = await open();
    screen.getByRole('heading', { name: kidsCafeTitle('Kids Cafe', 2024) });

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.missingRequiredFields,
    );
    const site = screen.getByLabelText('Site');
    await waitFor(() => expect(document.activeElement).toBe(site));
    for (const label of ['Site', 'Site Name', 'Cross Street', 'Closest School', 'Start Date']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(screen.getByLabelText(label))).toBe(MESSAGES.required);
    }
    expect(
      group('Primary Point of Contact').getByLabelText('Email').getAttribute('aria-invalid'),
    ).toBe('true');
    const type = screen.getByRole('radio', { name: 'School Year 2024' });
    expect(type.getAttribute('aria-invalid')).toBe('true');
    // The agreement's message is tied to its region.
    const region = screen.getByRole('region', { name: AGREEMENT });
    expect(region.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(region)).toBe(MESSAGES.youMustReadAgreement);
    expect(saveCall(link)).toBeUndefined();
  });

  it('needs a meal of the chosen type’s set, said on Breakfast', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('radio', { name: 'School Year 2024' }));
    // Snack is not a school-year meal (spec 2 §5).
    await chooseMeal(user, 'Snack');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(box('Breakfast').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(box('Breakfast'))).toBe(MESSAGES.required);
    await user.click(box('Lunch'));
    await user.type(input('Lunch Start Time'), '11:00 AM');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(box('Breakfast').getAttribute('aria-invalid')).toBeNull());
    // A chosen meal needs its end time and count.
    expect(messageOf(input('Lunch End Time'))).toBe(MESSAGES.required);
    expect(messageOf(input('Lunch Expected Participants'))).toBe(MESSAGES.required);
  });

  it('shows a meal’s times only while it is chosen, and unchecking clears them', async () => {
    const user = userEvent.setup();
    await open();
    expect(screen.queryByLabelText('Lunch Start Time')).toBeNull();
    await chooseMeal(user, 'Lunch', ['11:00 AM', '12:00 PM', '40']);
    await user.click(box('Lunch'));
    expect(screen.queryByLabelText('Lunch Start Time')).toBeNull();
    await user.click(box('Lunch'));
    expect(input('Lunch Start Time').value).toBe('');
    expect(input('Lunch End Time').value).toBe('');
    expect(input('Lunch Expected Participants').value).toBe('');
  });

  it.each([
    ['School Year 2024', ['Brunch', 'Bogo Lunch'], ['Supper', 'Snack']],
    ['Summer 2025', ['Supper'], ['Brunch', 'Bogo Lunch', 'Snack']],
  ])('choosing %s clears the meals it does not offer', async (type, cleared, kept) => {
    const user = userEvent.setup();
    await open();
    for (const meal of [...cleared, ...kept]) await chooseMeal(user, meal);
    await user.click(screen.getByRole('radio', { name: type }));
    for (const meal of cleared) {
      expect(box(meal).checked).toBe(false);
      expect(screen.queryByLabelText(`${meal} Start Time`)).toBeNull();
    }
    for (const meal of kept) {
      expect(box(meal).checked).toBe(true);
      expect(input(`${meal} Start Time`).value).toBe('8:00 AM');
    }
  });

  it('shows Childcare Center Information only for a childcare site', async () => {
    const user = userEvent.setup();
    await open();
    const heading = { name: 'Childcare Center Information' };
    expect(screen.queryByRole('heading', heading)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Site Type'), 'CHILDCARE');
    screen.getByRole('heading', heading);
    screen.getByLabelText('Texas Rising Star Status');
    screen.getByRole('group', { name: 'Does the center have a microwave?' });
    await user.selectOptions(screen.getByLabelText('Site Type'), 'HEAD_START');
    expect(screen.queryByRole('heading', heading)).toBeNull();
  });

  it('offers the age ranges without 18+, writes phones as 123-456-7890 and limits counts', async () => {
    const user = userEvent.setup();
    await open();
    const ages = group('Participant Age Ranges').getAllByRole('checkbox');
    expect(ages.map((a) => a.closest('.choice')?.textContent)).toEqual([
      'Infants',
      '1-3',
      '4-6',
      '7-9',
      '10-12',
      '13-15',
      '16-18',
    ]);
    const phone = group('Secondary Point of Contact').getByLabelText('Phone') as HTMLInputElement;
    await user.type(phone, '7135550100');
    expect(phone.value).toBe('713-555-0100');
    const count = input('Expected Number of Participants');
    await user.type(count, '123456');
    expect(count.value).toBe('1234');
  });

  it.each<[string, (user: User) => Promise<HTMLElement>, string]>([
    [
      'a date not MM/DD/YYYY',
      async (user) => {
        await user.type(input('Start Date'), '2025-06-01');
        return input('Start Date');
      },
      MESSAGES.invalidDate,
    ],
    [
      'a time not like 11:00 AM',
      async (user) => {
        await user.type(input('Earliest Delivery Time'), '25:00');
        return input('Earliest Delivery Time');
      },
      MESSAGES.invalidTime,
    ],
    [
      'the same email for both contacts',
      async (user) => {
        for (const [legend, email] of [
          ['Primary Point of Contact', 'a@b.org'],
          ['Secondary Point of Contact', 'A@B.org'],
        ] as const) {
          await user.type(group(legend).getByLabelText('First Name'), 'Ann');
          await user.type(group(legend).getByLabelText('Last Name'), 'Lee');
          await user.type(group(legend).getByLabelText('Phone'), '7135550100');
          await user.type(group(legend).getByLabelText('Email'), email);
          await user.click(group(legend).getByRole('radio', { name: 'No' }));
        }
        return group('Secondary Point of Contact').getByLabelText('Email');
      },
      MESSAGES.emailMustBeUnique,
    ],
  ])('refuses %s with its message on the field', async (_name, fill, message) => {
    const user = userEvent.setup();
    await open();
    const field = await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(field)).toBe(message);
  });

  it('marks the agreement read once scrolled to its end', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const region = screen.getByRole('region', { name: AGREEMENT });
    await waitFor(() => expect(messageOf(region)).toBe(MESSAGES.youMustReadAgreement));

    region.scrollTop = 400;
    fireEvent.scroll(region);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByText('Agreement read.')).toBeNull();

    region.scrollTop = 800;
    fireEvent.scroll(region);
    await screen.findByText('Agreement read.');
    await waitFor(() => expect(region.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText(MESSAGES.youMustReadAgreement)).toBeNull();
  });

  it('marks the agreement read when a keyboard user reaches its end with End', async () => {
    const user = userEvent.setup();
    await open();
    const region = screen.getByRole('region', { name: AGREEMENT });
    expect(region.tabIndex).toBe(0);
    region.focus();
    await user.keyboard('{PageDown}');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByText('Agreement read.')).toBeNull();
    await user.keyboard('{End}');
    await screen.findByText('Agreement read.');
    expect(region.scrollTop).toBe(1000);
  });

  it('says when the site list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await open(
      undefined,
      kidsCafeLink(makeUser(), { KidsCafeSites: () => ({ errors: [{ message: 'boom' }] }) }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.errorLoadingSites);
  });

  it("Save as Draft saves the chosen site's details, refetches the user and goes home with 'Draft Saved'", async () => {
    const user = userEvent.setup();
    const { router, link } = await open(
      '/kids-cafe/application/step-1?applicationYear=2025',
      kidsCafeLink(makeUser(), { SaveKidsCafeApplication: () => savePayload(9) }),
    );
    screen.getByRole('heading', { name: kidsCafeTitle('Kids Cafe', 2025) });
    await screen.findByRole('option', { name: 'Eastside Head Start' });
    await user.selectOptions(screen.getByLabelText('Site'), '22');
    await waitFor(() => expect(input('Address').value).toBe('12 Oak Ave'));
    expect(input('Site Name').value).toBe('Eastside Head Start');
    expect(input('Closest School').value).toBe('Eastside Elementary');
    await user.click(screen.getByRole('radio', { name: 'Summer 2026' }));
    screen.getByRole('heading', { name: kidsCafeTitle('Kids Cafe', 2026) });
    await user.click(
      group('Is the site a nonprofit organization?').getByRole('radio', { name: 'Yes' }),
    );

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await screen.findByText(MESSAGES.draftSaved);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = saveCall(link)?.variables.input as Record<string, unknown>;
    expect(sent).toMatchObject({
      draft: true,
      type: 'SUMMER',
      applicationYear: 2025,
      forProfit: false,
      site: {
        siteId: 22,
        name: 'Eastside Head Start',
        address1: '12 Oak Ave',
        crossStreet: 'Pine St',
        county: 'HARRIS',
        primaryPointOfContact: { firstName: null, email: null, isSupervisor: null },
      },
      numExpectedParticipants: null,
      readProgramAgreement: false,
    });
    expect(sent.applicationKidsCafeId).toBeUndefined();
    expect(link.calls.find((c) => c.operationName === 'KidsCafeSite')?.variables).toEqual({
      siteId: 22,
    });
    const names = link.calls.map((c) => c.operationName);
    expect(names.filter((n) => n === 'CurrentUser')).toHaveLength(2);
    expect(names).toContain('KidsCafeUserApplications');
  });

  it('submits a complete application and goes to its status step', async () => {
    const user = userEvent.setup();
    let status = 'IN_PROGRESS';
    const { router, link } = await openSaved({
      SaveKidsCafeApplication: () => {
        status = 'PENDING';
        return savePayload(7, status);
      },
      KidsCafeApplication: () => ({ data: { applicationKidsCafe: makeApplication({ status }) } }),
    });
    screen.getByRole('heading', { name: kidsCafeTitle('Kids Cafe', 2025) });
    link.calls.length = 0;

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/kids-cafe/application/status/7'),
    );
    await screen.findByRole('heading', { name: MESSAGES.applicationPending('Kids Cafe') });
    const contact = (c: ReturnType<typeof makeApplication>['site']['primaryPointOfContact']) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      title: c.title,
      phone: c.phone,
      email: c.email,
      isSupervisor: c.isSupervisor,
    });
    const { site } = makeApplication();
    expect(saveCall(link)?.variables.input).toEqual({
      applicationKidsCafeId: 7,
      draft: false,
      type: 'SUMMER',
      applicationYear: 2024,
      new: null,
      site: {
        siteId: 21,
        name: 'Sunny Days Learning Center',
        address1: '300 Elm St',
        address2: null,
        crossStreet: 'Main St',
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77012',
        closestSchool: 'Lincoln Middle School',
        primaryPointOfContact: contact(site.primaryPointOfContact),
        secondaryPointOfContact: contact(site.secondaryPointOfContact),
      },
      siteType: 'AFTERSCHOOL_PROGRAM',
      forProfit: false,
      participatedAgriculture: true,
      agricultureSponsor: 'City of Houston',
      childcareLicense: 'EXEMPT',
      hasWifi: true,
      hasRecordingDevice: true,
      hasStorage: false,
      receivesDeliveries: true,
      hasMicrowave: null,
      isTexasRisingStar: null,
      isFederalParticipant: null,
      isOpenEnrolledYear: null,
      hasInfantsEnrolled: null,
      hasAfterSchool: null,
      startDate: '06/02/2025',
      endDate: '08/08/2025',
      operatingHoursStartTime: '8:00 AM',
      operatingHoursEndTime: '5:00 PM',
      gateCode: '1234',
      numExpectedParticipants: '60',
      participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE'],
      daysForService: ['MONDAYS', 'WEDNESDAYS'],
      interestBreakfast: true,
      breakfastStartTime: '8:30 AM',
      breakfastEndTime: '9:00 AM',
      breakfastNumExpectedParticipants: '50',
      interestBrunch: false,
      brunchStartTime: null,
      brunchEndTime: null,
      brunchNumExpectedParticipants: null,
      interestLunch: true,
      lunchStartTime: '11:30 AM',
      lunchEndTime: '12:30 PM',
      lunchNumExpectedParticipants: '60',
      interestBogoLunch: false,
      bogoLunchStartTime: null,
      bogoLunchEndTime: null,
      bogoLunchNumExpectedParticipants: null,
      interestSnack: false,
      snackStartTime: null,
      snackEndTime: null,
      snackNumExpectedParticipants: null,
      interestSupper: false,
      supperStartTime: null,
      supperEndTime: null,
      supperNumExpectedParticipants: null,
      specialDeliveryNotes: null,
      earliestDeliveryTime: '7:00 AM',
      enrichmentPrograms: 'Reading club',
      closureDates: 'July 4',
      fieldTrips: 'Zoo in July',
      referredBy: null,
      readProgramAgreement: true,
      nameSign: 'Erin Educator',
      agreeToProgramPurpose: true,
      agreeToReimbursement: true,
      agreeToDocumentation: true,
      certififedVerification: true,
    });
    const names = link.calls.map((c) => c.operationName);
    expect(names).toContain('CurrentUser');
    expect(names).toContain('KidsCafeUserApplications');
  });

  it("shows the server's field issues on their fields and toasts its message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await openSaved({
      SaveKidsCafeApplication: () => ({
        errors: [
          {
            message: MESSAGES.siteNotFound,
            extensions: { issues: [{ path: 'site.siteId', message: MESSAGES.siteNotFound }] },
          },
        ],
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const site = screen.getByLabelText('Site');
    await waitFor(() => expect(site.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(site)).toBe(MESSAGES.siteNotFound);
    await waitFor(() => expect(document.activeElement).toBe(site));
    expect(router.state.location.pathname).toBe('/kids-cafe/application/step-1/7');
  });

  it.each([
    ['an admin', makeUser({ type: 'ADMIN' }), 'PENDING', '/kids-cafe/sites/21/applications'],
    [
      'an educator of an approved application',
      makeUser({ applicationKidsCafeRequired: false }),
      'APPROVED',
      '/kids-cafe/account/applications',
    ],
  ])('is read-only for %s, with Exit', async (_name, viewer, status, exit) => {
    const link = kidsCafeLink(viewer, {
      KidsCafeApplication: () => ({ data: { applicationKidsCafe: makeApplication({ status }) } }),
    });
    await open('/kids-cafe/application/step-1/7', link);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(exit);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(input('City').closest('fieldset[disabled]')).not.toBeNull();
    expect(input('Signature').value).toBe('Erin Educator');
    expect(input('Lunch Start Time').value).toBe('11:30 AM');
    expect(screen.queryByText(MESSAGES.notAcceptingNewNotice)).toBeNull();
    expect(link.calls.some((c) => c.operationName === 'KidsCafeSite')).toBe(false);
  });

  it.each([
    ['a new application', '/kids-cafe/application/step-1', makeUser(), '/'],
    [
      'a draft of an educator with approved applications',
      '/kids-cafe/application/step-1/7',
      makeUser({ applicationKidsCafeRequired: false }),
      '/kids-cafe/account/applications',
    ],
  ])('is read-only while applications are not accepted: %s', async (_name, path, viewer, exit) => {
    await open(
      path,
      kidsCafeLink(viewer, {
        KidsCafeIntake: () => configResult({ acceptingApplications: false }),
      }),
    );
    screen.getByText(MESSAGES.notAcceptingNewNotice);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(exit);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(input('City').closest('fieldset[disabled]')).not.toBeNull();
  });
});
