import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  districtsResult,
  makeSchool,
  renderSchoolDetail,
  schoolResult,
} from './school-detail-test-utils';

const APPROVED = {
  approvedApplicationId: 900,
  numTotalEnrollment: 500,
  numReducedLunch: 40,
  numFreeLunch: 300,
  participatedLastYear: true,
};

const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute('aria-describedby')?.split(' ').pop();
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('School detail: School Profile', () => {
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

  it('shows the school in the form; Save Changes waits for a change', async () => {
    const user = userEvent.setup();
    renderSchoolDetail(
      '/backpack-buddy/schools/42',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(),
        SchoolDetailDistricts: () => districtsResult(),
      }),
    );
    await screen.findByRole('heading', { level: 3, name: 'School Profile' });
    screen.getByText('Last edited 3-5-24');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lincoln Middle School');
    expect((screen.getByLabelText('School Type') as HTMLSelectElement).value).toBe('MIDDLE');
    expect((screen.getByLabelText('Backpack Buddy ID') as HTMLInputElement).value).toBe('BB-100');
    await waitFor(() =>
      expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('7'),
    );
    expect((screen.getByLabelText('County') as HTMLSelectElement).value).toBe('HARRIS');
    expect((screen.getByLabelText('7th') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('5th') as HTMLInputElement).checked).toBe(false);
    // Grades in the domain's order: All Grades and Early Education first.
    const grades = within(screen.getByRole('group', { name: 'Grades Served' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));
    expect(grades.slice(0, 4)).toEqual(['ALL', 'EE', 'PK', 'K']);
    // No approved application: no counts.
    expect(screen.queryByLabelText('Total Enrollment')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Participated Last Year' })).toBeNull();

    const save = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText('City'), 'x');
    expect(save.disabled).toBe(false);
  });

  it('refuses a profile without its required fields, focusing the first', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(),
      SchoolDetailDistricts: () => districtsResult(),
    });
    renderSchoolDetail('/backpack-buddy/schools/42', link);
    await screen.findByRole('heading', { level: 3, name: 'School Profile' });
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Notes'));
    for (const grade of ['6th', '7th', '8th']) await user.click(screen.getByLabelText(grade));
    await user.selectOptions(screen.getByLabelText('District'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(errorOf('Name')).toBe(MESSAGES.required));
    expect(errorOf('District')).toBe(MESSAGES.required);
    expect(errorOf('Notes')).toBe(MESSAGES.required);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    within(screen.getByRole('group', { name: 'Grades Served' })).getByText(MESSAGES.required);
    // Optional fields stay quiet.
    expect(errorOf('Address 2')).not.toBe(MESSAGES.required);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(callsOf(link, 'AdminUpdateSchoolProfile')).toHaveLength(0);
  });

  it('requires the counts and last year when the school has an approved application', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () =>
        schoolResult(makeSchool({ ...APPROVED, participatedLastYear: null })),
      SchoolDetailDistricts: () => districtsResult(),
    });
    renderSchoolDetail('/backpack-buddy/schools/42', link);
    const total = await screen.findByLabelText('Total Enrollment');
    expect((total as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Free Lunch') as HTMLInputElement).value).toBe('300');
    await user.clear(total);
    await user.clear(screen.getByLabelText('Free Lunch'));
    await user.type(screen.getByLabelText('Free Lunch'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(errorOf('Total Enrollment')).toBe(MESSAGES.required));
    expect(errorOf('Free Lunch')).toBe(MESSAGES.invalidNumber);
    within(screen.getByRole('group', { name: 'Participated Last Year' })).getByText(
      MESSAGES.required,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Total Enrollment')),
    );

    // Lunch counts above the enrollment.
    await user.type(total, '100');
    await user.clear(screen.getByLabelText('Free Lunch'));
    await user.type(screen.getByLabelText('Free Lunch'), '120');
    await waitFor(() => expect(errorOf('Free Lunch')).toBe(MESSAGES.lessThanEnrollment));
    expect(errorOf('Reduced Lunch')).not.toBe(MESSAGES.lessThanEnrollment);
    expect(callsOf(link, 'AdminUpdateSchoolProfile')).toHaveLength(0);
  });

  it('saves the normalised profile with the counts, then starts again from the saved school', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(makeSchool(APPROVED)),
      SchoolDetailDistricts: () => districtsResult(),
      AdminUpdateSchoolProfile: () => ({
        data: {
          adminUpdateSchoolProfile: makeSchool({
            ...APPROVED,
            name: 'Lincoln Academy',
            districtId: 8,
            districtName: 'Pasadena ISD',
            numFreeLunch: 250,
            participatedLastYear: false,
            lastEdited: '2024-04-02T10:00:00.000Z',
          }),
        },
      }),
    });
    renderSchoolDetail('/backpack-buddy/schools/42', link);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Lincoln Academy ');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pasadena ISD' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('District'), '8');
    await user.type(screen.getByLabelText('Address 2'), 'Suite 4');
    await user.clear(screen.getByLabelText('Free Lunch'));
    await user.type(screen.getByLabelText('Free Lunch'), '250');
    await user.click(
      within(screen.getByRole('group', { name: 'Participated Last Year' })).getByLabelText('No'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSchoolProfile')[0]?.variables).toEqual({
      input: {
        program: 'BACKPACK_BUDDY',
        schoolId: 42,
        name: 'Lincoln Academy',
        type: 'MIDDLE',
        programId: 'BB-100',
        districtId: 8,
        address1: '1 Main St',
        address2: 'Suite 4',
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77001',
        gradesServed: ['6', '7', '8'],
        notes: 'Deliveries at gate 3',
        numTotalEnrollment: '500',
        numReducedLunch: '40',
        numFreeLunch: '250',
        participatedLastYear: false,
      },
    });
    // The saved school is on screen and the form is clean again.
    await screen.findByRole('heading', { level: 2, name: 'Lincoln Academy' });
    screen.getByText('Last edited 4-2-24');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect((screen.getByLabelText('Address 2') as HTMLInputElement).value).toBe('');
  });

  it('leaves the counts out for a school without an approved application', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolSchoolMarket: () =>
        schoolResult(makeSchool({ programId: null, notes: 'n' }, 'schoolMarket')),
      SchoolDetailDistricts: () => districtsResult(),
      AdminUpdateSchoolProfile: () => ({
        data: { adminUpdateSchoolProfile: makeSchool({ programId: 'A-7' }, 'schoolMarket') },
      }),
    });
    renderSchoolDetail('/school-market/schools/42', link, { programKey: 'schoolMarket' });
    await user.type(await screen.findByLabelText('Agency Number'), 'A-7');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    const input = callsOf(link, 'AdminUpdateSchoolProfile')[0]?.variables.input as Record<
      string,
      unknown
    >;
    expect(input).toMatchObject({ program: 'SCHOOL_MARKET', schoolId: 42, programId: 'A-7' });
    expect(input).not.toHaveProperty('numTotalEnrollment');
    expect(input).not.toHaveProperty('participatedLastYear');
  });

  it("shows the server's message when the save is refused", async () => {
    const user = userEvent.setup();
    renderSchoolDetail(
      '/backpack-buddy/schools/42',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(),
        SchoolDetailDistricts: () => districtsResult(),
        AdminUpdateSchoolProfile: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
      }),
    );
    await user.type(await screen.findByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.forbidden);
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });

  it("shows the server's field issues on their fields", async () => {
    const user = userEvent.setup();
    renderSchoolDetail(
      '/backpack-buddy/schools/42',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(),
        SchoolDetailDistricts: () => districtsResult(),
        AdminUpdateSchoolProfile: () => ({
          errors: [
            {
              message: MESSAGES.maxLength(10),
              extensions: { issues: [{ path: 'zip', message: MESSAGES.maxLength(10) }] },
            },
          ],
        }),
      }),
    );
    await user.type(await screen.findByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf('Zip')).toBe(MESSAGES.maxLength(10)));
    expect(screen.getByLabelText('Zip').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Error loading districts, please refresh.' when the districts cannot be read", async () => {
    renderSchoolDetail(
      '/backpack-buddy/schools/42',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(),
        SchoolDetailDistricts: () => ({ errors: [{ message: 'boom' }] }),
      }),
    );
    await screen.findByText(MESSAGES.errorLoadingDistricts);
    // The school's own district is still there to keep.
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('7');
  });

  it('lists the change history, newest first, in words', async () => {
    const history = [
      {
        __typename: 'AuditEntry',
        id: '2',
        action: 'UPDATE_APPLICATION_STATUS',
        entityType: 'application_backpack_buddy',
        entityId: 900,
        actorName: null,
        createdAt: '2024-04-02T14:07:00.000Z',
        changes: [
          {
            __typename: 'AuditChange',
            field: 'status',
            before: '"PENDING_PRINCIPAL"',
            after: '"APPROVED"',
          },
        ],
      },
      {
        __typename: 'AuditEntry',
        id: '1',
        action: 'UPDATE_PROFILE',
        entityType: 'schools',
        entityId: 42,
        actorName: 'Ada Admin',
        createdAt: '2024-03-05T09:30:00.000Z',
        changes: [
          {
            __typename: 'AuditChange',
            field: 'name',
            before: '"Lincoln MS"',
            after: '"Lincoln Middle School"',
          },
          {
            __typename: 'AuditChange',
            field: 'gradesServed',
            before: '["6","7"]',
            after: '["6","7","8"]',
          },
          { __typename: 'AuditChange', field: 'address2', before: null, after: '"Suite 4"' },
          { __typename: 'AuditChange', field: 'districtId', before: '7', after: '8' },
          { __typename: 'AuditChange', field: 'numFreeLunch', before: '10', after: '12' },
        ],
      },
    ];
    renderSchoolDetail(
      '/backpack-buddy/schools/42',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(makeSchool({ history })),
        SchoolDetailDistricts: () => districtsResult(),
      }),
    );
    const section = (await screen.findByRole('heading', { level: 3, name: 'Change History' }))
      .parentElement as HTMLElement;
    const entries = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('April 2nd, 2024 2:07 pm');
    expect(entries[0]?.textContent).toContain('Unknown');
    expect(entries[0]?.textContent).toContain('Changed the application status (application 900)');
    within(entries[0]!).getByText('Status: PENDING_PRINCIPAL → APPROVED');
    expect(entries[1]?.textContent).toContain('Ada Admin');
    expect(entries[1]?.textContent).toContain('Updated the school profile');
    within(entries[1]!).getByText('Name: Lincoln MS → Lincoln Middle School');
    within(entries[1]!).getByText('Grades served: 6, 7 → 6, 7, 8');
    within(entries[1]!).getByText('Address 2: (empty) → Suite 4');
    within(entries[1]!).getByText('District: 7 → 8');
    within(entries[1]!).getByText('Free lunch: 10 → 12');
  });

  it("says 'No changes recorded yet.' without history", async () => {
    renderSchoolDetail(
      '/backpack-buddy/schools/42',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(),
        SchoolDetailDistricts: () => districtsResult(),
      }),
    );
    const region = await screen.findByRole('region', { name: 'Change History' });
    within(region).getByText('No changes recorded yet.');
  });
});
