import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SIGNATURE_RESULT_DELAY_MS } from '@portal/domain';
import {
  TEACHERS_AID_SECTION_HEADINGS,
  teachersAidLunchRequirement,
} from '@portal/domain/programs/teachers-aid';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { detailsResult, makeDetails, renderAdminSignaturePage } from './signature-test-utils';

const TOKEN = 'teachers-aid-token';
const TITLE = 'Teachers Aid Program Agreement';

/** Signature details of a Teachers Aid application awaiting the principal. */
function teachersAidDetails(overrides: Record<string, unknown> = {}) {
  const base = makeDetails();
  return makeDetails({
    id: 'ApplicationSignatureDetails:teachers-aid:55',
    applicationId: 55,
    programName: 'teachers-aid',
    school: {
      ...base.school,
      name: 'Lincoln Elementary',
      organizationType: 'PUBLIC_SCHOOL',
      // Another program's number must not show on a Teachers Aid page.
      schoolMarketAgencyNumber: 'A-1234',
    },
    nameSignFirst: 'Sam Coordinator',
    nameSignSecond: 'Sam C.',
    nameSignThird: 'S. Coordinator',
    ...overrides,
  });
}

/** The value next to a label of the page's detail lists. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const todayMmDdYyyy = () => {
  const today = new Date();
  return [today.getUTCMonth() + 1, today.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(today.getUTCFullYear()))
    .join('/');
};

const agreeBoxes = () =>
  (screen.getAllByRole('checkbox', { name: 'I Agree' }) as HTMLInputElement[]).map((box) => [
    box.checked,
    box.disabled,
  ]);

describe('principal signature page: Teachers Aid', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the Teachers Aid agreement, the school without agency number or provider lines, and the principal', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(teachersAidDetails()),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByRole('heading', { name: TITLE, level: 2 });
    expect(link.calls[0]?.variables).toEqual({ applicationId: TOKEN });
    expect(valueOf('School Name')).toBe('Lincoln Elementary');
    expect(valueOf('District')).toBe('Aldine ISD');
    expect(valueOf('Address Line 1')).toBe('100 Main St');
    expect(valueOf('Address Line 2')).toBe('Suite 2');
    expect(valueOf('City')).toBe('Houston');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('State')).toBe('Texas');
    expect(valueOf('Postal Code')).toBe('77011');
    // The registry's signaturePage: no agency number, no provider signature lines.
    expect(screen.queryByText('Agency Number')).toBeNull();
    expect(screen.queryByText('A-1234')).toBeNull();
    expect(screen.queryByText('Provider Signature')).toBeNull();

    // Teachers Aid's own text (its three sections), then the memorandum that covers it.
    const agreement = screen.getByRole('region', { name: TITLE });
    within(agreement).getByRole('heading', { name: TITLE });
    for (const heading of Object.values(TEACHERS_AID_SECTION_HEADINGS)) {
      within(agreement).getByRole('heading', { name: heading });
    }
    within(agreement).getByRole('heading', { name: 'School Programs Memorandum of Understanding' });
    expect(agreement.textContent).toContain('Lincoln Elementary');
    expect(agreement.textContent).toContain(teachersAidLunchRequirement('newer'));

    // Three sections with their typed names and I Agree boxes, read-only, inside the text.
    expect(within(agreement).getAllByRole('checkbox', { name: 'I Agree' })).toHaveLength(3);
    expect(agreeBoxes()).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    const names = within(agreement).getAllByLabelText('Signature') as HTMLInputElement[];
    expect(names.map((input) => [input.value, input.readOnly])).toEqual([
      ['Sam Coordinator', true],
      ['Sam C.', true],
      ['S. Coordinator', true],
    ]);

    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Email')).toBe('pat@school.example');
    expect(valueOf('Date')).toBe(todayMmDdYyyy());

    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).readOnly).toBe(false);
    screen.getByRole('button', { name: 'Submit Signed Response' });
  });

  it('counts the older certifiedAgreement and certifiedNonDiscrimination as agreeing', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          teachersAidDetails({
            agreeToProgramResponsibilities: false,
            agreeNondiscrimination: false,
            certifiedAgreement: true,
            certifiedNonDiscrimination: true,
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);
    await screen.findByRole('heading', { name: TITLE, level: 2 });
    expect(agreeBoxes()).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('leaves a box unchecked where neither the newer nor the older field agrees', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          teachersAidDetails({
            agreeToProgramResponsibilities: false,
            agreeNondiscrimination: true,
            certifiedAgreement: false,
            certifiedNonDiscrimination: null,
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);
    await screen.findByRole('heading', { name: TITLE, level: 2 });
    expect(agreeBoxes()).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
  });

  it('shows the older text to an application submitted before August 2024', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          teachersAidDetails({
            submittedAt: '2024-05-02T15:00:00.000Z',
            agreement: { __typename: 'AgreementInfo', version: 'older', date: '5/2/2024' },
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);
    await screen.findByRole('heading', { name: TITLE, level: 2 });
    const agreement = screen.getByRole('region', { name: TITLE });
    expect(agreement.textContent).toContain(teachersAidLunchRequirement('older'));
    expect(agreement.textContent).not.toContain(teachersAidLunchRequirement('newer'));
    expect(agreement.textContent).toContain('5/2/2024');
  });

  it("signs with 'Submit Signed Response', then 'Signature Submitted Successfully' and /login", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(teachersAidDetails()),
      PrincipalSignature: () => ({
        data: { principalSignature: { success: true, message: 'Signed' } },
      }),
    });
    const { router } = renderApp(`/principal-signature/${TOKEN}`, link);

    await user.type(await screen.findByLabelText('Signee Name'), 'Pat Principal');
    await user.type(screen.getByLabelText('Signee Email'), 'pat@school.example');
    await user.click(screen.getByRole('button', { name: 'Submit Signed Response' }));

    await screen.findByText(MESSAGES.signatureSubmittedSuccessfully);
    expect(link.calls.find((c) => c.operationName === 'PrincipalSignature')?.variables).toEqual({
      input: { id: TOKEN, signeeName: 'Pat Principal', signeeEmail: 'pat@school.example' },
    });
    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_RESULT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("is read-only with 'Signature already submitted.' once approved", async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          teachersAidDetails({
            status: 'APPROVED',
            signedAt: '2025-09-05T16:00:00.000Z',
            signeeName: 'Pat Principal',
            signeeEmail: 'pat@school.example',
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByText(MESSAGES.signatureAlreadySubmitted);
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).value).toBe('Pat Principal');
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Signed Response' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/login');
    expect(valueOf('Date')).toBe('09/05/2025');
  });

  it("shows an admin the agreement read-only with Exit to the school's applications", async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(teachersAidDetails()),
    });
    renderAdminSignaturePage(
      '/teachers-aid/principal-signature/55',
      link,
      makeUser({ type: 'ADMIN' }),
      'teachersAid',
    );

    screen.getByRole('heading', { name: 'Principal Signature', level: 2 });
    await screen.findByRole('heading', { name: TITLE, level: 3 });
    expect(link.calls[0]?.variables).toEqual({ applicationId: '55', programName: 'teachers-aid' });
    expect(screen.queryByText('Agency Number')).toBeNull();
    expect(screen.queryByText('Provider Signature')).toBeNull();
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).readOnly).toBe(true);
    for (const [, disabled] of agreeBoxes()) expect(disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Signed Response' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/teachers-aid/schools/42/applications',
    );
  });

  it('sends an admin to the Teachers Aid schools when the application is unknown', async () => {
    const { router } = renderAdminSignaturePage(
      '/teachers-aid/principal-signature/9',
      fakeLink({ ApplicationSignatureDetails: () => detailsResult(null) }),
      makeUser({ type: 'ADMIN' }),
      'teachersAid',
    );
    await screen.findByRole('heading', { name: 'Schools' });
    expect(router.state.location.pathname).toBe('/teachers-aid/schools');
  });
});
