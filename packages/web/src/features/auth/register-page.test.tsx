import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { renderApp } from '../../test/render-app';

describe('register page', () => {
  it('shows "Passwords don\'t match" under the confirmation and does not call the API', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    renderApp('/register', link);

    await user.type(await screen.findByLabelText('First Name'), 'Erin');
    await user.type(screen.getByLabelText('Last Name'), 'Educator');
    await user.type(screen.getByLabelText('Phone'), '7135550100');
    await user.type(screen.getByLabelText('Email'), 'erin@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret2');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const message = await screen.findByText("Passwords don't match");
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toContain(message.id);
    expect(link.calls).toHaveLength(0);
  });

  it('shows every failing rule after one submit: the password rule and the mismatch (issue 21)', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    renderApp('/register', link);

    await user.type(await screen.findByLabelText('First Name'), 'Erin');
    await user.type(screen.getByLabelText('Last Name'), 'Educator');
    await user.type(screen.getByLabelText('Phone'), '7135550100');
    await user.type(screen.getByLabelText('Email'), 'erin@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(MESSAGES.uppercase)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(link.calls).toHaveLength(0);
  });
});
