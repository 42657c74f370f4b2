import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  PRIMARY,
  callsOf,
  dismissToasts,
  makeSite,
  renderSiteDetail,
  siteResult,
} from './site-detail-test-utils';

async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('Site detail: Contacts', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    dismissToasts();
  });

  it('shows both points of contact with their supervisor answer', async () => {
    renderSiteDetail(
      '/kids-cafe/sites/42/contacts',
      fakeLink({
        AdminSite: () =>
          siteResult(makeSite({ lastEditedSiteMembers: '2024-01-15T12:00:00.000Z' })),
      }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Contacts' });
    screen.getByText('Last edited 1-15-24');
    const primary = screen.getByRole('group', { name: 'Primary Point of Contact' });
    const secondary = screen.getByRole('group', { name: 'Secondary Point of Contact' });
    expect((within(primary).getByLabelText('First Name') as HTMLInputElement).value).toBe('Casey');
    expect((within(primary).getByLabelText('Title') as HTMLInputElement).value).toBe('Director');
    const primaryYes = within(
      within(primary).getByRole('group', { name: 'Supervisor' }),
    ).getByLabelText('Yes');
    expect((primaryYes as HTMLInputElement).checked).toBe(true);
    const secondaryNo = within(
      within(secondary).getByRole('group', { name: 'Supervisor' }),
    ).getByLabelText('No');
    expect((secondaryNo as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('applies the form-level checks, then saves both contacts with isSupervisor', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => siteResult(makeSite({ siteMembers: [PRIMARY] })),
      AdminUpdateSiteMembers: () => ({ data: { adminUpdateSiteMembers: makeSite() } }),
    });
    renderSiteDetail('/kids-cafe/sites/42/contacts', link);
    await screen.findByRole('heading', { level: 3, name: 'Contacts' });
    const secondary = screen.getByRole('group', { name: 'Secondary Point of Contact' });
    expect((within(secondary).getByLabelText('First Name') as HTMLInputElement).value).toBe('');

    // The secondary contact half filled: a bad phone, the primary's email, no supervisor answer.
    await fill(user, within(secondary).getByLabelText('First Name'), 'Sam');
    await fill(user, within(secondary).getByLabelText('Phone'), '12345');
    await fill(user, within(secondary).getByLabelText('Email'), 'CASEY@site.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await within(secondary).findByText(MESSAGES.invalidPhone);
    within(within(secondary).getByRole('group', { name: 'Supervisor' })).getByText(
      MESSAGES.required,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(secondary).getByLabelText('Last Name')),
    );
    expect(callsOf(link, 'AdminUpdateSiteMembers')).toHaveLength(0);

    // Complete, but with the primary's email (case-insensitive).
    await fill(user, within(secondary).getByLabelText('Last Name'), 'Second');
    await fill(user, within(secondary).getByLabelText('Phone'), '(713) 555 0199');
    await user.click(
      within(within(secondary).getByRole('group', { name: 'Supervisor' })).getByLabelText('No'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await within(secondary).findByText(MESSAGES.emailMustBeUnique);
    expect(callsOf(link, 'AdminUpdateSiteMembers')).toHaveLength(0);

    await fill(user, within(secondary).getByLabelText('Email'), 'sam@site.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSiteMembers')[0]?.variables).toEqual({
      input: {
        siteId: 42,
        siteMembers: [
          {
            siteMemberId: 701,
            type: 'PRIMARY_POINT_CONTACT',
            firstName: 'Casey',
            lastName: 'Contact',
            title: 'Director',
            phone: '713-555-0100',
            email: 'casey@site.example',
            isSupervisor: true,
          },
          {
            type: 'SECONDARY_POINT_CONTACT',
            firstName: 'Sam',
            lastName: 'Second',
            title: null,
            phone: '713-555-0199',
            email: 'sam@site.example',
            isSupervisor: false,
          },
        ],
      },
    });
  });

  it("shows the server's message when the contacts are refused", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => siteResult(),
      AdminUpdateSiteMembers: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
    });
    renderSiteDetail('/kids-cafe/sites/42/contacts', link);
    const primary = await screen.findByRole('group', { name: 'Primary Point of Contact' });
    await user.type(within(primary).getByLabelText('Title'), 's');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.forbidden);
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });
});
