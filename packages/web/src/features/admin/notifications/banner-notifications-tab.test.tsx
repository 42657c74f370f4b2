import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, NOTIFICATION_TEXT_MAX, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { toast } from '../../../lib/toast-store';
import { ToastViewport } from '../../../lib/toast-viewport';
import { fakeLink, type FakeLink } from '../../../test/fake-link';
import { WEB_PROGRAMS } from '../../../programs/registry';
import ProgramSettingsPage from '../settings/program-settings-page';

const BB = PROGRAMS_BY_KEY.backpackBuddy;
const TOO_LONG = 'Must be 5000 characters or less';

const settings = {
  __typename: 'AdminProgramSettings' as const,
  id: 'BACKPACK_BUDDY',
  program: 'BACKPACK_BUDDY',
  config: {
    __typename: 'ProgramConfig' as const,
    id: 'BACKPACK_BUDDY',
    program: 'BACKPACK_BUDDY',
    schoolEnabled: true,
    summerEnabled: true,
    waitlistEnabled: null,
    acceptingApplications: null,
    waitlisted: null,
    applicationYear: null,
    lastEdited: null,
  },
  lastEdited: null,
  lastEditedBy: null,
  nextTermYear: 2026,
  terms: [],
  history: [],
};

const notification = (text: string, lastEdited: string | null = '2026-03-05T15:00:00.000Z') => ({
  __typename: 'AdminNotification' as const,
  id: '1',
  notificationId: 1,
  program: 'BACKPACK_BUDDY',
  text,
  lastEdited,
  lastEditedBy: lastEdited ? 'Ada Admin' : null,
});

function renderTab(link: FakeLink) {
  const router = createMemoryRouter(
    [
      {
        path: `${BB.url}/settings/*`,
        element: (
          <ProgramSettingsPage program={BB} tabs={WEB_PROGRAMS.backpackBuddy.settingsTabs} />
        ),
      },
    ],
    { initialEntries: ['/backpack-buddy/settings/notifications'] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>,
  );
}

const textArea = () => screen.getByLabelText('Banner Text') as HTMLTextAreaElement;
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('Program Settings → Banner Notifications', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('shows the text, its count, when it was edited, and the banner as educators see it', async () => {
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: settings } }),
      AdminNotification: () => ({
        data: { adminNotification: notification('Reports are due by the 10th.') },
      }),
    });
    renderTab(link);
    await screen.findByRole('heading', { level: 3, name: 'Banner Notifications' });
    await waitFor(() => expect(textArea().value).toBe('Reports are due by the 10th.'));
    expect(link.calls.find((c) => c.operationName === 'AdminNotification')!.variables).toEqual({
      program: 'BACKPACK_BUDDY',
    });
    screen.getByText('28 of 5,000 characters. Leave empty to show no banner.');
    screen.getByText('Last edited 3-5-26 by Ada Admin');
    const banner = within(preview()).getByRole('region', { name: MESSAGES.reminder });
    within(banner).getByText('Reports are due by the 10th.');
    // The sub-navigation lists the tab.
    const nav = screen.getByRole('navigation', { name: 'Backpack Buddy Program Settings' });
    within(nav).getByRole('link', { name: 'Banner Notifications' });
    // Nothing changed: nothing to save.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the trimmed text with Update Successful, and the preview follows the typing', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: settings } }),
      AdminNotification: () => ({ data: { adminNotification: notification('', null) } }),
      AdminEditNotification: (variables) => {
        sent = variables;
        return {
          data: { adminEditNotification: notification(String(variables.text)) },
        };
      },
    });
    renderTab(link);
    await screen.findByLabelText('Banner Text');
    within(preview()).getByText('No banner: educators see none while the text is empty.');
    await user.type(textArea(), '  Submit your March report.  ');
    within(preview()).getByText('Submit your March report.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(sent).toEqual({ notificationId: 1, text: 'Submit your March report.' });
    await screen.findByText('Last edited 3-5-26 by Ada Admin');
  });

  it('announces the limit once the text is too long, and does not save it', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: settings } }),
      AdminNotification: () => ({ data: { adminNotification: notification('Short') } }),
      AdminEditNotification: () => ({ errors: [{ message: 'should not be called' }] }),
    });
    renderTab(link);
    await screen.findByLabelText('Banner Text');
    fireEvent.change(textArea(), { target: { value: 'z'.repeat(NOTIFICATION_TEXT_MAX + 1) } });
    screen.getByText('5,001 of 5,000 characters. Leave empty to show no banner.');
    await waitFor(() => expect(textArea().getAttribute('aria-invalid')).toBe('true'));
    // The visible message, tied to the field, and the polite announcement.
    expect(screen.getAllByText(TOO_LONG).length).toBe(2);
    const described = textArea().getAttribute('aria-describedby')!.split(' ');
    expect(described.some((id) => document.getElementById(id)?.textContent === TOO_LONG)).toBe(
      true,
    );
    expect(document.querySelector('[aria-live="polite"].visually-hidden')!.textContent).toBe(
      TOO_LONG,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(textArea()));
    expect(link.calls.some((c) => c.operationName === 'AdminEditNotification')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: settings } }),
      AdminNotification: () => ({ data: { adminNotification: notification('Short') } }),
      AdminEditNotification: () => ({
        errors: [
          {
            message: 'This banner notification does not exist.',
            extensions: { code: 'NOT_FOUND' },
          },
        ],
      }),
    });
    renderTab(link);
    await screen.findByLabelText('Banner Text');
    await user.type(textArea(), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent === 'This banner notification does not exist.')).toBe(
      true,
    );
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });
});
