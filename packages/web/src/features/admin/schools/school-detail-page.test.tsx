import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { parse } from 'graphql';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  districtsResult,
  makeSchool,
  renderSchoolDetail,
  schoolQueryName,
  schoolResult,
} from './school-detail-test-utils';

function Reports({ schoolId }: { schoolId: number }) {
  return <p>Reports of school {schoolId}</p>;
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Lincoln Middle School sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('School detail: routes, header and school actions', () => {
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

  it('shows the school with its tabs, the Back to Schools link and the page title', async () => {
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      SchoolDetailDistricts: () => districtsResult(),
    });
    renderSchoolDetail('/backpack-buddy/schools/42', link);
    screen.getByText('Loading');
    await screen.findByRole('heading', { level: 2, name: 'Lincoln Middle School' });
    expect(document.title).toBe('Lincoln Middle School | Backpack Buddy | Partner Portal');
    expect(screen.getByRole('link', { name: 'Back to Schools' }).getAttribute('href')).toBe(
      '/backpack-buddy/schools',
    );
    // Allocate, Reports and Food Safety have no screen here (no extra tabs given).
    expect(tabNames()).toEqual(['School Profile', 'Contacts', 'Program Status', 'Applications']);
    expect(screen.getByRole('link', { name: 'School Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Contacts' }).getAttribute('href')).toBe(
      '/backpack-buddy/schools/42/contacts',
    );
    screen.getByRole('heading', { level: 3, name: 'School Profile' });
    expect(screen.queryByText('Archived')).toBeNull();
    expect(callsOf(link, 'AdminSchoolBackpackBuddy')[0]?.variables).toEqual({ schoolId: 42 });
  });

  it('moves between tabs, and shows an extra tab with the school id', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      SchoolDetailDistricts: () => districtsResult(),
    });
    const { router } = renderSchoolDetail('/backpack-buddy/schools/42/program-status', link, {
      extraTabs: { reports: Reports },
    });
    await screen.findByRole('heading', { level: 3, name: 'Program Status' });
    expect(tabNames()).toEqual([
      'School Profile',
      'Contacts',
      'Program Status',
      'Reports',
      'Applications',
    ]);
    expect(screen.getByRole('link', { name: 'Program Status' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'School Profile' }).getAttribute('aria-current')).toBe(
      null,
    );

    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByText('Reports of school 42');
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools/42/reports');
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('link', { name: 'Applications' }));
    await screen.findByRole('heading', { level: 3, name: 'Applications' });
    await user.click(screen.getByRole('link', { name: 'Contacts' }));
    await screen.findByRole('heading', { level: 3, name: 'Contacts' });
    // One load of the school for all the tabs.
    expect(callsOf(link, 'AdminSchoolBackpackBuddy')).toHaveLength(1);
  });

  it.each([
    ['an unknown sub-path', '/backpack-buddy/schools/42/nowhere'],
    ['a tab without a screen yet', '/backpack-buddy/schools/42/allocate'],
    ['reports without the extra tab', '/backpack-buddy/schools/42/reports'],
    ['a path below a tab', '/backpack-buddy/schools/42/contacts/more'],
  ])('redirects %s to the school list', async (_, path) => {
    const link = fakeLink({ AdminSchoolBackpackBuddy: () => schoolResult() });
    const { router } = renderSchoolDetail(path, link);
    await screen.findByRole('heading', { name: 'School list' });
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools');
  });

  it('reads the School Market school with its own query and tabs', async () => {
    const link = fakeLink({
      AdminSchoolSchoolMarket: () => schoolResult(makeSchool({}, 'schoolMarket')),
      SchoolDetailDistricts: () => districtsResult(),
    });
    renderSchoolDetail('/school-market/schools/42', link, {
      programKey: 'schoolMarket',
      extraTabs: { reports: Reports },
    });
    await screen.findByRole('heading', { level: 2, name: 'Lincoln Middle School' });
    expect(link.calls.map((c) => c.operationName)).toContain(schoolQueryName('schoolMarket'));
    expect(link.calls.map((c) => c.operationName)).not.toContain(schoolQueryName());
    // School Market has no Reports tab in the registry, whatever is given.
    expect(tabNames()).toEqual(['School Profile', 'Contacts', 'Program Status', 'Applications']);
    screen.getByLabelText('Agency Number');
    expect(document.title).toBe('Lincoln Middle School | School Market | Partner Portal');
  });

  it('shows the error view with the Back to Schools link for an unknown school', async () => {
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderSchoolDetail('/backpack-buddy/schools/999', link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    screen.getByRole('link', { name: 'Back to Schools' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive School' })).toBeNull();
  });

  it('shows the error view without asking the server for an id that is not a number', async () => {
    const link = fakeLink({});
    renderSchoolDetail('/backpack-buddy/schools/abc', link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByRole('link', { name: 'Back to Schools' });
    expect(link.calls).toHaveLength(0);
  });

  it("archives the school after 'Are you sure?', and can cancel", async () => {
    const user = userEvent.setup();
    let archived = false;
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () =>
        schoolResult(makeSchool({ deletedAt: archived ? '2024-04-01T00:00:00.000Z' : null })),
      SchoolDetailDistricts: () => districtsResult(),
      AdminArchiveSchool: () => {
        archived = true;
        return { data: { adminArchiveSchool: true } };
      },
    });
    const { client } = renderSchoolDetail('/backpack-buddy/schools/42', link);
    // The list as it was read before: the change drops it, so the list reads it again.
    client.cache.writeQuery({
      // Parsed, not tagged: codegen reads tagged documents.
      query: parse('query CachedList { schoolsBackpackBuddy { id } }'),
      data: { schoolsBackpackBuddy: [{ __typename: 'AdminSchoolListRow', id: '42' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive School' }));
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(link, 'AdminArchiveSchool')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive School' }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await screen.findByText(MESSAGES.schoolArchived);
    expect(callsOf(link, 'AdminArchiveSchool')[0]?.variables).toEqual({ schoolId: 42 });
    // The school is read again: it is now archived and can be restored.
    await screen.findByText('Archived');
    screen.getByRole('button', { name: 'Restore School' });
    expect(screen.queryByRole('button', { name: 'Archive School' })).toBeNull();
    expect(callsOf(link, 'AdminSchoolBackpackBuddy')).toHaveLength(2);
    const cached = client.cache.extract() as Record<string, object | undefined>;
    expect(Object.keys(cached.ROOT_QUERY ?? {})).not.toContain('schoolsBackpackBuddy');
  });

  it("restores an archived school with 'School Restored'", async () => {
    const user = userEvent.setup();
    let archived = true;
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () =>
        schoolResult(makeSchool({ deletedAt: archived ? '2024-04-01T00:00:00.000Z' : null })),
      SchoolDetailDistricts: () => districtsResult(),
      AdminRestoreSchool: () => {
        archived = false;
        return { data: { adminRestoreSchool: true } };
      },
    });
    renderSchoolDetail('/backpack-buddy/schools/42', link);
    await screen.findByText('Archived');
    await user.click(screen.getByRole('button', { name: 'Restore School' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText(MESSAGES.schoolRestored);
    await waitFor(() => expect(screen.queryByText('Archived')).toBeNull());
    screen.getByRole('button', { name: 'Archive School' });
  });

  it('deletes the school after the destructive warning and goes to the list', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      SchoolDetailDistricts: () => districtsResult(),
      AdminDeleteSchool: () => ({ data: { adminDeleteSchool: true } }),
    });
    const { router } = renderSchoolDetail('/backpack-buddy/schools/42/applications', link);
    await user.click(await screen.findByRole('button', { name: 'Delete School' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.destructiveDeleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'School list' });
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools');
    screen.getByText(MESSAGES.schoolDeleted);
    expect(callsOf(link, 'AdminDeleteSchool')[0]?.variables).toEqual({ schoolId: 42 });
  });

  it("stays on the school and shows the server's message when the delete fails", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      SchoolDetailDistricts: () => districtsResult(),
      AdminDeleteSchool: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
    });
    const { router } = renderSchoolDetail('/backpack-buddy/schools/42', link);
    await user.click(await screen.findByRole('button', { name: 'Delete School' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.destructiveDeleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.forbidden);
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools/42');
    expect(screen.queryByText(MESSAGES.schoolDeleted)).toBeNull();
  });

  it("says 'An unknown error occured.' for a failure without a message", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      SchoolDetailDistricts: () => districtsResult(),
      AdminArchiveSchool: () => ({ errors: [{ message: '' }] }),
    });
    renderSchoolDetail('/backpack-buddy/schools/42', link);
    await user.click(await screen.findByRole('button', { name: 'Archive School' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.unknownError);
  });
});
