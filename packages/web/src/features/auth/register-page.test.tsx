import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
