import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { renderApp } from '../../test/render-app';

describe('reset password page', () => {
  it('explains a missing token and links to forgot password', async () => {
    renderApp('/reset-password', fakeLink({}));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.resetTokenInvalid);
    expect(screen.getByRole('link', { name: /new reset link/ }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('sends the token from the query string, then toasts and goes to /login', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      ResetPassword: () => ({
        data: { resetPassword: { __typename: 'MessagePayload', success: true, message: 'ok' } },
      }),
    });
    const { router } = renderApp('/reset-password?token=abc', link);
    await user.type(await screen.findByLabelText('New Password'), 'Secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await screen.findByText(MESSAGES.passwordResetSuccessful);
    expect(router.state.location.pathname).toBe('/login');
    expect(link.calls[0]?.variables).toEqual({
      input: { password: 'Secret1', passwordResetToken: 'abc' },
    });
  });

  it('shows the password rule and the mismatch after one submit (issue 21)', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    renderApp('/reset-password?token=abc', link);
    await user.type(await screen.findByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(MESSAGES.uppercase)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(link.calls).toHaveLength(0);
  });
});
