import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SIGNATURE_RESULT_DELAY_MS } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { detailsResult, makeDetails, renderAdminSignaturePage } from './signature-test-utils';

const TOKEN = 'link-token-123';

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  email: string,
) {
  await user.type(await screen.findByLabelText('Signee Name'), name);
  await user.type(screen.getByLabelText('Signee Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit Signed Response' }));
}

describe('principal signature page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends an unknown or expired link to /login', async () => {
    const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult(null) });
    const { router } = renderApp(`/principal-signature/${TOKEN}`, link);
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(link.calls[0]?.variables).toEqual({ applicationId: TOKEN });
  });

  it('shows the school, the filled agreement with read-only signatures, the principal and the date', async () => {
    const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult() });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByRole('heading', { name: 'Backpack Buddy Program Agreement', level: 2 });
    expect(screen.getByText('Lincoln Middle School')).toBeTruthy();
    expect(screen.getByText('Aldine ISD')).toBeTruthy();
    expect(screen.getByText('Harris')).toBeTruthy();
    expect(screen.getByText('Texas')).toBeTruthy();
    expect(screen.getByText('77011')).toBeTruthy();

    const agreement = screen.getByRole('region', { name: 'Backpack Buddy Program Agreement' });
    expect(agreement.getAttribute('tabindex')).toBe('0');
    within(agreement).getByRole('heading', { name: 'School Programs Memorandum of Understanding' });
    expect(agreement.textContent).toContain('Lincoln Middle School');
    expect(agreement.textContent).toContain('pat@school.example');

    const boxes = within(agreement).getAllByRole('checkbox', { name: 'I Agree' });
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect((box as HTMLInputElement).checked).toBe(true);
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
    const names = within(agreement).getAllByLabelText('Signature') as HTMLInputElement[];
    expect(names.map((input) => [input.value, input.readOnly])).toEqual([
      ['Erin Educator', true],
      ['Erin Educator', true],
      ['Erin Educator', true],
    ]);

    expect(screen.getByText('Pat Principal')).toBeTruthy();
    const today = new Date();
    const mmddyyyy = [today.getUTCMonth() + 1, today.getUTCDate()]
      .map((n) => String(n).padStart(2, '0'))
      .concat(String(today.getUTCFullYear()))
      .join('/');
    expect(screen.getByText(mmddyyyy)).toBeTruthy();
  });

  it('shows "Email Doesn\'t Match" for another email and sends nothing', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult() });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await fillAndSubmit(user, 'Pat Principal', 'someone@else.example');

    const message = await screen.findByText(MESSAGES.emailDoesntMatch);
    const email = screen.getByLabelText('Signee Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(link.calls.map((c) => c.operationName)).toEqual(['ApplicationSignatureDetails']);
  });

  it('shows the missing-fields message and focuses the first empty field', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult() });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await user.click(await screen.findByRole('button', { name: 'Submit Signed Response' }));

    const alert = await screen.findByText(MESSAGES.missingRequiredFields);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Signee Name'));
    expect(link.calls).toHaveLength(1);
  });

  it('on success shows the message, then goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(),
      PrincipalSignature: () => ({
        data: { principalSignature: { success: true, message: 'Signed' } },
      }),
    });
    const { router } = renderApp(`/principal-signature/${TOKEN}`, link);

    await fillAndSubmit(user, 'Pat Principal', 'PAT@school.example');

    await screen.findByText(MESSAGES.signatureSubmittedSuccessfully);
    const call = link.calls.find((c) => c.operationName === 'PrincipalSignature');
    expect(call?.variables).toEqual({
      input: { id: TOKEN, signeeName: 'Pat Principal', signeeEmail: 'PAT@school.example' },
    });
    expect(router.state.location.pathname).toBe(`/principal-signature/${TOKEN}`);

    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_RESULT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('on error shows the message, then resets the form after 2 seconds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const link = fakeLink({
      ApplicationSignatureDetails: () => detailsResult(),
      PrincipalSignature: () => ({ errors: [{ message: 'This link has expired' }] }),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await fillAndSubmit(user, 'Pat Principal', 'pat@school.example');

    const message = await screen.findByText('This link has expired');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Signed Response' })).toHaveProperty(
      'disabled',
      true,
    );

    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_RESULT_DELAY_MS));
    await waitFor(() => expect(screen.queryByText('This link has expired')).toBeNull());
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit Signed Response' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("is read-only with 'Signature already submitted.' and Exit to /login when approved", async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () =>
        detailsResult(
          makeDetails({
            status: 'APPROVED',
            signedAt: '2025-03-06T16:00:00.000Z',
            signeeName: 'Pat Principal',
            signeeEmail: 'pat@school.example',
          }),
        ),
    });
    renderApp(`/principal-signature/${TOKEN}`, link);

    await screen.findByText(MESSAGES.signatureAlreadySubmitted);
    const name = screen.getByLabelText('Signee Name') as HTMLInputElement;
    expect([name.value, name.readOnly]).toEqual(['Pat Principal', true]);
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Signed Response' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('03/06/2025')).toBeTruthy();
  });

  it('shows an admin the application read-only with Exit to the school applications', async () => {
    const admin = makeUser({ type: 'ADMIN' });
    const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult() });
    renderAdminSignaturePage('/backpack-buddy/principal-signature/7', link, admin);

    screen.getByRole('heading', { name: 'Principal Signature', level: 2 });
    await screen.findByRole('heading', { name: 'Backpack Buddy Program Agreement', level: 3 });
    expect(link.calls[0]?.variables).toEqual({ applicationId: '7', programName: 'backpack-buddy' });
    expect((screen.getByLabelText('Signee Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Signee Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Signed Response' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/backpack-buddy/schools/42/applications',
    );
  });

  it('sends an admin to the schools list when the application is unknown', async () => {
    const admin = makeUser({ type: 'ADMIN' });
    const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult(null) });
    const { router } = renderAdminSignaturePage(
      '/backpack-buddy/principal-signature/9',
      link,
      admin,
    );
    await screen.findByRole('heading', { name: 'Schools' });
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools');
  });
});
