import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  makeSite,
  renderSiteDetail,
  siteResult,
} from './site-detail-test-utils';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Sunshine Learning Center sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Site detail: routes, header and site actions', () => {
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

  it('shows the site with its four tabs, the Back to Sites link and the page title', async () => {
    const link = fakeLink({ AdminSite: () => siteResult() });
    renderSiteDetail('/kids-cafe/sites/42', link);
    screen.getByText('Loading');
    await screen.findByRole('heading', { level: 2, name: 'Sunshine Learning Center' });
    expect(document.title).toBe('Sunshine Learning Center | Kids Cafe | Partner Portal');
    expect(screen.getByRole('link', { name: 'Back to Sites' }).getAttribute('href')).toBe(
      '/kids-cafe/sites',
    );
    expect(tabNames()).toEqual(['Site Profile', 'Contacts', 'Program Status', 'Applications']);
    expect(screen.getByRole('link', { name: 'Site Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe(
      '/kids-cafe/sites/42/applications',
    );
    screen.getByRole('heading', { level: 3, name: 'Site Profile' });
    expect(screen.queryByText('Archived')).toBeNull();
    expect(callsOf(link, 'AdminSite')[0]?.variables).toEqual({ siteId: 42 });
  });

  it('moves between tabs', async () => {
    const user = userEvent.setup();
    const { router } = renderSiteDetail(
      '/kids-cafe/sites/42/program-status',
      fakeLink({ AdminSite: () => siteResult() }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Program Status' });
    await user.click(screen.getByRole('link', { name: 'Contacts' }));
    await screen.findByRole('heading', { level: 3, name: 'Contacts' });
    expect(router.state.location.pathname).toBe('/kids-cafe/sites/42/contacts');
  });

  it.each(['/kids-cafe/sites/42/allocate', '/kids-cafe/sites/42/contacts/more'])(
    'sends an unknown sub-path (%s) to the list',
    async (path) => {
      const link = fakeLink({ AdminSite: () => siteResult() });
      const { router } = renderSiteDetail(path, link);
      await screen.findByRole('heading', { name: 'Site list' });
      expect(router.state.location.pathname).toBe('/kids-cafe/sites');
    },
  );

  it('shows the error view with the Back to Sites link for an unknown site', async () => {
    const link = fakeLink({ AdminSite: () => ({ errors: [{ message: MESSAGES.notFound }] }) });
    renderSiteDetail('/kids-cafe/sites/999', link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    screen.getByRole('link', { name: 'Back to Sites' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive Site' })).toBeNull();
  });

  it('shows the error view without asking the server for an id that is not a number', async () => {
    const link = fakeLink({});
    renderSiteDetail('/kids-cafe/sites/abc', link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    expect(link.calls).toHaveLength(0);
  });

  it("archives the site after 'Are you sure?', and can cancel", async () => {
    const user = userEvent.setup();
    let archived = false;
    const link = fakeLink({
      AdminSite: () =>
        siteResult(makeSite({ deletedAt: archived ? '2024-04-01T00:00:00.000Z' : null })),
      AdminArchiveSite: () => {
        archived = true;
        return { data: { adminArchiveSite: true } };
      },
    });
    const { client } = renderSiteDetail('/kids-cafe/sites/42', link);
    // The list as it was read before: the change drops it, so the list reads it again.
    client.cache.writeQuery({
      // Parsed, not tagged: codegen reads tagged documents.
      query: parse('query CachedSites { sitesKidsCafe { siteId } }'),
      data: { sitesKidsCafe: [{ __typename: 'AdminSiteListRow', siteId: 42 }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Site' }));
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(link, 'AdminArchiveSite')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive Site' }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await screen.findByText(MESSAGES.siteArchived);
    expect(callsOf(link, 'AdminArchiveSite')[0]?.variables).toEqual({ siteId: 42 });
    await screen.findByText('Archived');
    screen.getByRole('button', { name: 'Restore Site' });
    expect(callsOf(link, 'AdminSite')).toHaveLength(2);
    const cached = client.cache.extract() as Record<string, object | undefined>;
    expect(Object.keys(cached.ROOT_QUERY ?? {})).not.toContain('sitesKidsCafe');
  });

  it("restores an archived site with 'Site Restored'", async () => {
    const user = userEvent.setup();
    let archived = true;
    const link = fakeLink({
      AdminSite: () =>
        siteResult(makeSite({ deletedAt: archived ? '2024-04-01T00:00:00.000Z' : null })),
      AdminRestoreSite: () => {
        archived = false;
        return { data: { adminRestoreSite: true } };
      },
    });
    renderSiteDetail('/kids-cafe/sites/42', link);
    await screen.findByText('Archived');
    await user.click(screen.getByRole('button', { name: 'Restore Site' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText(MESSAGES.siteRestored);
    await waitFor(() => expect(screen.queryByText('Archived')).toBeNull());
    expect(callsOf(link, 'AdminRestoreSite')[0]?.variables).toEqual({ siteId: 42 });
  });

  it("deletes the site after the destructive warning, says 'Site Deleted' and goes to the list", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => siteResult(),
      AdminDeleteSite: () => ({ data: { adminDeleteSite: true } }),
    });
    const { router } = renderSiteDetail('/kids-cafe/sites/42/applications', link);
    await user.click(await screen.findByRole('button', { name: 'Delete Site' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure? This is a destructive action that will delete all related program(s) data.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Site list' });
    expect(router.state.location.pathname).toBe('/kids-cafe/sites');
    screen.getByText(MESSAGES.siteDeleted);
    expect(callsOf(link, 'AdminDeleteSite')[0]?.variables).toEqual({ siteId: 42 });
  });

  it("stays on the site and shows the server's message when the delete fails", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => siteResult(),
      AdminDeleteSite: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
    });
    const { router } = renderSiteDetail('/kids-cafe/sites/42', link);
    await user.click(await screen.findByRole('button', { name: 'Delete Site' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.destructiveDeleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.forbidden);
    expect(router.state.location.pathname).toBe('/kids-cafe/sites/42');
    expect(screen.queryByText(MESSAGES.siteDeleted)).toBeNull();
  });

  it("saves the program status with 'Update Successful'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => siteResult(),
      AdminUpdateSiteStatus: () => ({
        data: { adminUpdateSiteStatus: makeSite({ programStatus: 'SUSPENDED' }) },
      }),
    });
    renderSiteDetail('/kids-cafe/sites/42/program-status', link);
    const select = await screen.findByRole('combobox', { name: 'Program Status' });
    screen.getByText('Updated 2-1-24');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Active', 'Inactive', 'Pending', 'Waitlisted', 'Suspended']);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(select, 'Suspended');
    await user.click(save);
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSiteStatus')[0]?.variables).toEqual({
      input: { siteId: 42, status: 'SUSPENDED' },
    });
  });
});
