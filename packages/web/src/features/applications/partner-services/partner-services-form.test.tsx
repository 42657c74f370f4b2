import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  configResult,
  makeApplication,
  partnerServicesLink,
  savePayload,
} from './application-test-utils';
import { ORGANIZATION_CHOICE_LABEL } from './organization-choice';
import { applicationTitle } from '../one-step-form';

type User = ReturnType<typeof userEvent.setup>;
type Link = ReturnType<typeof partnerServicesLink>;

const NEW_PATH = '/partner-services/application/step-1';

async function open(path = NEW_PATH, link: Link = partnerServicesLink()) {
  const view = renderApp(path, link, { signedIn: true });
  await screen.findByRole(
    'heading',
    { name: /^Partner Services Program Application/ },
    { timeout: 5000 },
  );
  return { ...view, link };
}

/** Opens application 7 (complete, IN_PROGRESS, 2024) once the organization choice has loaded. */
async function openSaved(handlers: Parameters<typeof partnerServicesLink>[1] = {}) {
  const link = partnerServicesLink(makeUser({ applicationPartnerServicesRequiredId: 7 }), handlers);
  const view = await open(`${NEW_PATH}/7`, link);
  await screen.findByRole('option', { name: 'Bayou City Shelter' });
  return view;
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveCall = (link: Link) =>
  link.calls.find((c) => c.operationName === 'SavePartnerServicesApplication');
const saved = (link: Link) => saveCall(link)?.variables.input as Record<string, unknown>;

/** The message tied to a control by aria-describedby (its last id). */
function messageOf(control: HTMLElement): string | null | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids[ids.length - 1] ?? '')?.textContent;
}

async function fillContact(user: User, legend: string, email: string) {
  await user.type(group(legend).getByLabelText('First Name'), 'Ann');
  await user.type(group(legend).getByLabelText('Last Name'), 'Lee');
  await user.type(group(legend).getByLabelText('Phone'), '7135550100');
  await user.type(group(legend).getByLabelText('Email'), email);
}

describe('Partner Services form', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('has the five sections and the agreement’s three parts', async () => {
    await open();
    // The program's default year without a year in the address.
    const year = PROGRAMS_BY_KEY.partnerServices.defaultTermYear;
    screen.getByRole('heading', { name: applicationTitle('Partner Services', year) });
    for (const name of [
      'Organization Information',
      'Primary and Secondary Point of Contact',
      'Services and Hours',
      'Storage and Food Safety',
      'Agreements',
    ]) {
      screen.getByRole('heading', { name, level: 3 });
    }
    const agreement = screen.getByRole('region', { name: 'Partner Services Program Agreement' });
    for (const name of ['Program Purpose', 'Nondiscrimination', 'No Religious Activity']) {
      within(agreement).getByRole('heading', { name });
      box(`I Agree to ${name}`);
    }
    expect(agreement.tabIndex).toBe(0);
    expect(
      group("Which services will the organization offer with the Food Bank's food?")
        .getAllByRole('checkbox')
        .map((c) => c.closest('.choice')?.textContent),
    ).toContain('Mobile Pantry');
    expect(group('Days of Operation').getAllByRole('checkbox')).toHaveLength(7);
  });

  it('says what is missing after a failed submit, focuses the first field and saves nothing', async () => {
    const user = userEvent.setup();
    const { link } = await open();
    await screen.findByRole('option', { name: 'Bayou City Shelter' });

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.missingRequiredFields,
    );
    const name = input('Organization Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    // "A new organization" is an answer: the choice itself is not missing.
    expect(input(ORGANIZATION_CHOICE_LABEL).getAttribute('aria-invalid')).toBeNull();
    for (const label of [
      'Organization Name',
      'EIN',
      'Address',
      'City',
      'Zip',
      'Operating Hours Start Time',
      'People Served per Month',
      'Signature',
    ]) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(input(label))).toBe(MESSAGES.required);
    }
    expect(input('Gate Code (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(input('Website (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(
      group('Secondary Point of Contact').getByLabelText('Email').getAttribute('aria-invalid'),
    ).toBe('true');
    const storage = group('Does the organization have freezer storage?').getByRole('radio', {
      name: 'Yes',
    });
    expect(storage.getAttribute('aria-invalid')).toBe('true');
    expect(box('I Agree to No Religious Activity').getAttribute('aria-invalid')).toBe('true');
    const certify = screen.getByRole('checkbox', { name: /^I certify/ });
    expect(certify.getAttribute('aria-invalid')).toBeNull();
    expect(saveCall(link)).toBeUndefined();
  });

  it('offers the caller’s organizations, fills the chosen one and empties the fields for a new one', async () => {
    const user = userEvent.setup();
    const { link } = await open();
    const choice = input(ORGANIZATION_CHOICE_LABEL);
    await screen.findByRole('option', { name: 'Bayou City Shelter' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A new organization', 'Eastside Community Pantry', 'Bayou City Shelter']);
    expect((choice as unknown as HTMLSelectElement).value).toBe('');

    await user.selectOptions(choice, '31');
    await waitFor(() => expect(input('Organization Name').value).toBe('Eastside Community Pantry'));
    expect(input('EIN').value).toBe('74-1234567');
    expect(input('Address').value).toBe('410 Market St');
    expect(input('Website (optional)').value).toBe('https://eastsidepantry.example.org');
    const primary = group('Primary Point of Contact');
    expect((primary.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@pantry.example');

    // Organization 32's contacts are not given: the ones on the form stay.
    await user.selectOptions(choice, '32');
    await waitFor(() => expect(input('Organization Name').value).toBe('Bayou City Shelter'));
    expect(input('Website (optional)').value).toBe('');
    expect((primary.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@pantry.example');
    expect(
      link.calls
        .filter((c) => c.operationName === 'PartnerServicesOrganization')
        .map((c) => c.variables),
    ).toEqual([{ organizationId: 31 }, { organizationId: 32 }]);

    await user.selectOptions(choice, '');
    for (const label of [
      'Organization Name',
      'EIN',
      'Address',
      'City',
      'Zip',
      'Organization Phone',
    ]) {
      expect(input(label).value).toBe('');
    }
    expect(input('State').value).toBe('TX');
    expect((primary.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('asks a caller without organizations for a new one only', async () => {
    await open(
      NEW_PATH,
      partnerServicesLink(makeUser(), {
        PartnerServicesOrganizationOptions: () => ({ data: { userOrganizationOptions: [] } }),
      }),
    );
    await screen.findByLabelText('Organization Name');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(ORGANIZATION_CHOICE_LABEL)).toBeNull();
  });

  it('says when the organizations cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await open(
      NEW_PATH,
      partnerServicesLink(makeUser(), {
        PartnerServicesOrganizationOptions: () => ({ errors: [{ message: 'boom' }] }),
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.errorLoadingOrganizations);
  });

  it('asks what the other services are only while Other is checked', async () => {
    const user = userEvent.setup();
    await open();
    expect(screen.queryByLabelText(/^Other Services/)).toBeNull();
    await user.click(box('Other'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(input('Other Services').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(input('Other Services'))).toBe(MESSAGES.required);
    await user.click(box('Other'));
    expect(screen.queryByLabelText('Other Services')).toBeNull();
  });

  it('writes the EIN as 12-3456789 and phones as 123-456-7890 as they are typed, and limits counts', async () => {
    const user = userEvent.setup();
    await open();
    const ein = input('EIN');
    await user.type(ein, '741');
    expect(ein.value).toBe('74-1');
    await user.type(ein, '234567');
    expect(ein.value).toBe('74-1234567');
    const phone = input('Organization Phone');
    await user.type(phone, '7135550199');
    expect(phone.value).toBe('713-555-0199');
    const served = input('People Served per Month');
    await user.type(served, '12345678');
    expect(served.value).toBe('123456');
    const gate = input('Gate Code (optional)');
    await user.type(gate, '12345678901');
    expect(gate.value).toBe('1234567890');
  });

  it('says at once that Partner Services is for nonprofits, and explains the faith-based answer', async () => {
    const user = userEvent.setup();
    await open();
    const question = 'Is the organization a nonprofit?';
    await user.click(group(question).getByRole('radio', { name: 'No' }));
    const no = group(question).getByRole('radio', { name: 'No' });
    expect(no.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(no)).toBe(MESSAGES.partnerServicesNonProfitOnly);
    await user.click(group(question).getByRole('radio', { name: 'Yes' }));
    expect(no.getAttribute('aria-invalid')).toBeNull();

    expect(screen.queryByText(/Faith-based organizations are welcome/)).toBeNull();
    await user.click(
      group('Is the organization faith-based (religious)?').getByRole('radio', { name: 'Yes' }),
    );
    screen.getByText(/Faith-based organizations are welcome/);
  });

  it.each<[string, (user: User) => Promise<HTMLElement>, string]>([
    [
      'an EIN that is not 9 digits',
      async (user) => {
        await user.type(input('EIN'), '12345');
        return input('EIN');
      },
      MESSAGES.invalidEin,
    ],
    [
      'a time not like 11:00 AM',
      async (user) => {
        await user.type(input('Operating Hours End Time'), '25:00');
        return input('Operating Hours End Time');
      },
      MESSAGES.invalidTime,
    ],
    [
      'the same email for both contacts',
      async (user) => {
        await fillContact(user, 'Primary Point of Contact', 'a@b.org');
        await fillContact(user, 'Secondary Point of Contact', 'A@B.org');
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

  it("Save as Draft saves a new agency's details without an organization, refetches the user and goes home", async () => {
    const user = userEvent.setup();
    const { router, link } = await open(
      `${NEW_PATH}?applicationYear=2025`,
      partnerServicesLink(makeUser(), {
        SavePartnerServicesApplication: () => savePayload(9),
      }),
    );
    screen.getByRole('heading', { name: applicationTitle('Partner Services', 2025) });
    await user.type(input('Organization Name'), 'Northside Hope Kitchen');
    await user.type(input('EIN'), '751112222');
    await user.click(box('Hot Meals'));
    await user.click(box('Saturday'));

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await screen.findByText(MESSAGES.draftSaved);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = saved(link);
    expect(sent).toMatchObject({
      draft: true,
      applicationYear: 2025,
      organization: {
        name: 'Northside Hope Kitchen',
        einNumber: '75-1112222',
        address1: null,
        state: 'TX',
        website: null,
        primaryPointOfContact: { firstName: null, email: null },
      },
      servicesInterest: ['HOT_MEALS'],
      servicesInterestOther: null,
      daysOfOperation: ['SATURDAY'],
      peopleServedPerMonth: null,
      isNonProfit: null,
      agreeToProgramPurpose: false,
    });
    expect((sent.organization as Record<string, unknown>).organizationId).toBeUndefined();
    expect(sent.applicationPartnerServicesId).toBeUndefined();
    const names = link.calls.map((c) => c.operationName);
    expect(names.filter((n) => n === 'CurrentUser')).toHaveLength(2);
    expect(names).toContain('UserApplicationsPartnerServices');
  });

  it('submits a complete application and goes to its status step', async () => {
    const user = userEvent.setup();
    let status = 'IN_PROGRESS';
    const { router, link } = await openSaved({
      SavePartnerServicesApplication: () => {
        status = 'PENDING';
        return savePayload(7, status);
      },
      PartnerServicesApplication: () => ({
        data: { applicationPartnerServices: makeApplication({ status }) },
      }),
    });
    expect(input(ORGANIZATION_CHOICE_LABEL).value).toBe('31');
    link.calls.length = 0;

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/partner-services/application/status/7'),
    );
    await screen.findByRole('heading', { name: MESSAGES.applicationPending('Partner Services') });
    screen.getByText('Our team will evaluate your application and follow up with you.');
    const contact = (
      c: ReturnType<typeof makeApplication>['organization']['primaryPointOfContact'],
    ) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      title: c.title,
      phone: c.phone,
      email: c.email,
    });
    const { organization } = makeApplication();
    expect(saved(link)).toEqual({
      applicationPartnerServicesId: 7,
      draft: false,
      applicationYear: 2024,
      new: null,
      organization: {
        organizationId: 31,
        name: 'Eastside Community Pantry',
        einNumber: '74-1234567',
        address1: '410 Market St',
        address2: null,
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77020',
        phone: '713-555-0140',
        website: 'https://eastsidepantry.example.org',
        primaryPointOfContact: contact(organization.primaryPointOfContact),
        secondaryPointOfContact: contact(organization.secondaryPointOfContact),
      },
      daysOfOperation: ['TUESDAY', 'SATURDAY'],
      operatingHoursStartTime: '9:00 AM',
      operatingHoursEndTime: '12:00 PM',
      gateCode: '4321',
      isNonProfit: true,
      isReligious: false,
      servicesInterest: ['FOOD_PANTRY', 'OTHER'],
      servicesInterestOther: 'Diaper bank',
      peopleServedPerMonth: '1200',
      hasDryStorage: true,
      hasCoolerStorage: true,
      hasFreezerStorage: false,
      hasFoodSafetyCertification: true,
      nameSign: 'Dana Whitfield',
      agreeToProgramPurpose: true,
      agreeNondiscrimination: true,
      agreeNoReligiousActivity: true,
      certififedVerification: true,
    });
    const names = link.calls.map((c) => c.operationName);
    expect(names).toContain('CurrentUser');
    expect(names).toContain('UserApplicationsPartnerServices');
    // The application's own organization is not fetched again over its proposal.
    expect(names).not.toContain('PartnerServicesOrganization');
  });

  it("shows the server's field issues on their fields and toasts its message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await openSaved({
      SavePartnerServicesApplication: () => ({
        errors: [
          {
            message: MESSAGES.organizationNotFound,
            extensions: {
              issues: [
                { path: 'organization.organizationId', message: MESSAGES.organizationNotFound },
              ],
            },
          },
        ],
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const choice = input(ORGANIZATION_CHOICE_LABEL);
    await waitFor(() => expect(choice.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(choice)).toBe(MESSAGES.organizationNotFound);
    await waitFor(() => expect(document.activeElement).toBe(choice));
    expect(screen.getAllByText(MESSAGES.organizationNotFound).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(`${NEW_PATH}/7`);
  });

  it.each([
    [
      'an admin',
      makeUser({ type: 'ADMIN' }),
      'PENDING',
      '/partner-services/organizations/31/applications',
    ],
    [
      'an educator of an approved application',
      makeUser({ applicationPartnerServicesRequired: false }),
      'APPROVED',
      '/partner-services/account/applications',
    ],
  ])('is read-only for %s, with Exit', async (_name, viewer, status, exit) => {
    const link = partnerServicesLink(viewer, {
      PartnerServicesApplication: () => ({
        data: { applicationPartnerServices: makeApplication({ status }) },
      }),
    });
    await open(`${NEW_PATH}/7`, link);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(exit);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(input('City').closest('fieldset[disabled]')).not.toBeNull();
    expect(input('Signature').value).toBe('Dana Whitfield');
    expect(input('Other Services').value).toBe('Diaper bank');
    expect(screen.queryByText(MESSAGES.notAcceptingNewNotice)).toBeNull();
    expect(link.calls.some((c) => c.operationName === 'PartnerServicesOrganization')).toBe(false);
  });

  it('sends an admin’s Exit to the list for a new agency not submitted yet', async () => {
    const organization = { organizationId: null };
    await open(
      `${NEW_PATH}/7`,
      partnerServicesLink(makeUser({ type: 'ADMIN' }), {
        PartnerServicesApplication: () => ({
          data: {
            applicationPartnerServices: makeApplication({
              organization: { ...makeApplication().organization, ...organization },
            }),
          },
        }),
      }),
    );
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/partner-services/organizations',
    );
  });

  it.each([
    ['a new application', NEW_PATH, makeUser(), '/'],
    [
      'a draft of an educator with approved applications',
      `${NEW_PATH}/7`,
      makeUser({ applicationPartnerServicesRequired: false }),
      '/partner-services/account/applications',
    ],
  ])('is read-only while applications are not accepted: %s', async (_name, path, viewer, exit) => {
    await open(
      path,
      partnerServicesLink(viewer, {
        PartnerServicesIntake: () => configResult({ acceptingApplications: false }),
      }),
    );
    screen.getByText(MESSAGES.notAcceptingNewNotice);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(exit);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(input('City').closest('fieldset[disabled]')).not.toBeNull();
  });
});
