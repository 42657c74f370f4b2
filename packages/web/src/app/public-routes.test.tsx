import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

/**
 * The app provides no Apollo client above its routes (app.tsx): the login and registration
 * pages' first download has none, and the other screens bring the app's own. Tests elsewhere
 * render the routes inside a test client; these do not.
 */
describe('public routes without a client provided above', () => {
  it.each([
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=t', 'Reset Password'],
  ])('%s shows its page', async (path, heading) => {
    const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
  });
});
