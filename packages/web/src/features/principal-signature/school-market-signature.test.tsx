import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLANK_LINE, MESSAGES, SIGNATURE_RESULT_DELAY_MS } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { detailsResult, makeDetails, renderAdminSignaturePage } from './signature-test-utils';

const TOKEN = 'school-market-token';

/** Signature details of a School Market application of a school of the district. */
function schoolMarketDetails(districtName: string, overrides: Record<string, unknown> = {}) {
  const base = makeDetails();
  return makeDetails({
    id: 'ApplicationSignatureDetails:school-market:77',
    applicationId: 77,
    programName: 'school-market',
    school: {
      ...base.school,
      name: 'Jefferson High School',
      districtName,
      schoolMarketAgencyNumber: 'A-1234',
    },
    principal: {
      __typename: 'SignaturePrincipal',
      firstName: 'Casey',
      lastName: 'Contact',
      fullName: 'Casey Contact',
      email: 'casey@school.example',
    },
    nameSignFirst: 'Erin Educator',
    nameSignSecond: 'Erin E.',
    nameSignThird: 'E. Educator',
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

describe('principal signature page: School Market', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a Houston ISD school the Acknowledgement, its agency number and two provider lines', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(schoolMarketDetails('Houston ISD')),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByRole('heading', {
      name: 'School Market Program Acknowledgement',
      level: 2,
    });
    expect(valueOf('School Name')).toBe('Jefferson High School');
    expect(valueOf('District')).toBe('Houston ISD');
    expect(valueOf('Address Line 1')).toBe('100 Main St');
    expect(valueOf('Address Line 2')).toBe('Suite 2');
    expect(valueOf('City')).toBe('Houston');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('State')).toBe('Texas');
    expect(valueOf('Postal Code')).toBe('77011');
    expect(valueOf('Agency Number')).toBe('A-1234');

    // The School Market text itself (not the MOU alone), titled for Houston ISD.
    const agreement = screen.getByRole('region', { name: 'School Market Program Acknowledgement' });
    within(agreement).getByRole('heading', { name: 'School Market Program Acknowledgement' });
    within(agreement).getByRole('heading', { name: 'School Programs Memorandum of Understanding' });

    // Three sections with their typed names and I Agree boxes, read-only.
    const boxes = screen.getAllByRole('checkbox', { name: 'I Agree' }) as HTMLInputElement[];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    const names = screen.getAllByLabelText('Signature') as HTMLInputElement[];
    expect(names.map((input) => [input.value, input.readOnly])).toEqual([
      ['Erin Educator', true],
      ['Erin E.', true],
      ['E. Educator', true],
    ]);

    // A Houston ISD school's primary point of contact signs.
    expect(valueOf('Primary Point of Contact Name')).toBe('Casey Contact');
    expect(valueOf('Primary Point of Contact Email')).toBe('casey@school.example');
    expect(valueOf('Date')).toBe(todayMmDdYyyy());
    const providers = screen.getAllByText('Provider Signature', { selector: 'dt' });
    expect(providers).toHaveLength(2);
    for (const line of providers) expect(line.nextElementSibling?.textContent).toBe(BLANK_LINE);

    // The signee types name and email.
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).readOnly).toBe(false);
    screen.getByRole('button', { name: 'Submit Signed Response' });
  });

  it('titles another district’s text an Agreement, signed by the principal', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          schoolMarketDetails('Aldine ISD', {
            principal: {
              __typename: 'SignaturePrincipal',
              firstName: 'Pat',
              lastName: 'Principal',
              fullName: 'Pat Principal',
              email: 'pat@school.example',
            },
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByRole('heading', { name: 'School Market Program Agreement', level: 2 });
    expect(screen.queryByText(/Acknowledgement/)).toBeNull();
    expect(valueOf('Agency Number')).toBe('A-1234');
    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Email')).toBe('pat@school.example');
    expect(screen.getAllByText('Provider Signature', { selector: 'dt' })).toHaveLength(2);
  });

  it("signs with 'Submit Signed Response', then 'Signature Submitted Successfully' and /login", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(schoolMarketDetails('Houston ISD')),
      PrincipalSignature: () => ({
        data: { principalSignature: { success: true, message: 'Signed' } },
      }),
    });
    const { router } = renderApp(`/principal-signature/${TOKEN}`, link);

    await user.type(await screen.findByLabelText('Signee Name'), 'Casey Contact');
    await user.type(screen.getByLabelText('Signee Email'), 'casey@school.example');
    await user.click(screen.getByRole('button', { name: 'Submit Signed Response' }));

    await screen.findByText(MESSAGES.signatureSubmittedSuccessfully);
    expect(link.calls.find((c) => c.operationName === 'PrincipalSignature')?.variables).toEqual({
      input: { id: TOKEN, signeeName: 'Casey Contact', signeeEmail: 'casey@school.example' },
    });
    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_RESULT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("is read-only with 'Signature already submitted.' once approved", async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          schoolMarketDetails('Houston ISD', {
            status: 'APPROVED',
            signedAt: '2025-09-05T16:00:00.000Z',
            signeeName: 'Casey Contact',
            signeeEmail: 'casey@school.example',
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByText(MESSAGES.signatureAlreadySubmitted);
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Signed Response' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/login');
    expect(valueOf('Date')).toBe('09/05/2025');
  });

  it("shows an admin the agreement read-only with Exit to the school's applications", async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          schoolMarketDetails('Houston ISD', {
            signeeName: null,
            signeeEmail: null,
          }),
        ),
    });
    renderAdminSignaturePage(
      '/school-market/principal-signature/77',
      link,
      makeUser({ type: 'ADMIN' }),
      'schoolMarket',
    );

    screen.getByRole('heading', { name: 'Principal Signature', level: 2 });
    await screen.findByRole('heading', {
      name: 'School Market Program Acknowledgement',
      level: 3,
    });
    expect(link.calls[0]?.variables).toEqual({ applicationId: '77', programName: 'school-market' });
    expect(valueOf('Agency Number')).toBe('A-1234');
    expect(screen.getAllByText('Provider Signature', { selector: 'dt' })).toHaveLength(2);
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).readOnly).toBe(true);
    for (const box of screen.getAllByRole('checkbox', { name: 'I Agree' })) {
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Submit Signed Response' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/school-market/schools/42/applications',
    );
  });

  it('sends an admin to the School Market schools when the application is unknown', async () => {
    const { router } = renderAdminSignaturePage(
      '/school-market/principal-signature/9',
      fakeLink({ ApplicationSignatureDetails: () => detailsResult(null) }),
      makeUser({ type: 'ADMIN' }),
      'schoolMarket',
    );
    await screen.findByRole('heading', { name: 'Schools' });
    expect(router.state.location.pathname).toBe('/school-market/schools');
  });
});
