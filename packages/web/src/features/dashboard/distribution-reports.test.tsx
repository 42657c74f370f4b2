import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { sessionStore } from '../../lib/session-store';
import { toast } from '../../lib/toast-store';
import { fakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import {
  makeDistribution,
  makeReport,
  makeSchoolReport,
  monthWith,
  renderReports,
  reportsResult,
} from './reports-test-utils';

const withStudents = () =>
  makeSchoolReport({
    termMonths: [
      monthWith([
        makeDistribution(1, { testimonial: 'Thank you' }),
        makeDistribution(2),
        makeDistribution(3),
      ]),
    ],
  });

const submitted = () =>
  makeSchoolReport({
    termMonths: [monthWith([makeDistribution(1)], { distributionReport: makeReport() })],
  });

const reportCalls = (link: ReturnType<typeof fakeLink>) =>
  link.calls.filter((c) => c.operationName === 'SchoolReports');

const panel = () => screen.getByRole('region', { name: 'January 2026' });

describe('Backpack Distribution Reports', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('asks for the current year of the open school and shows each month with its figures', async () => {
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    screen.getByRole('heading', { name: 'Backpack Distribution Reports' });
    const year = new Date().getFullYear();
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe(`${year}-01`);
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe(`${year}-12`);

    const school = await screen.findByRole('region', { name: 'Lincoln Middle School' });
    within(school).getByText('BB-042');
    expect(reportCalls(link)[0]?.variables).toEqual({
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      schoolId: 42,
      students: true,
    });
    const month = panel();
    const figures = Object.fromEntries(
      within(month)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Weekly Allocation': '10',
      'Monthly Allocation': '20',
      'Distribution Dates': '1-9-26, 1-16-26',
      Allocated: '20',
      Distributed: '0',
      Discarded: '20',
    });
  });

  it('sums up every school without students, a row a month, with a link that opens the school', async () => {
    // What the server answers without students: no dates, students or comments.
    const {
      distributionDates: _d,
      distributions: _s,
      ...figures
    } = monthWith([makeDistribution(1), makeDistribution(2), makeDistribution(3)], {
      distributionReport: { ...makeReport(), comments: undefined },
    });
    const link = fakeLink({
      SchoolReports: () =>
        reportsResult([
          makeSchoolReport({ termMonths: [JSON.parse(JSON.stringify(figures))] }),
          makeSchoolReport({ schoolId: 43, name: 'Adams High School', termMonths: [] }),
        ]),
    });
    renderReports(link, { schoolId: null });
    const school = await screen.findByRole('region', { name: 'Lincoln Middle School' });
    expect(reportCalls(link)[0]?.variables).toMatchObject({ schoolId: null, students: false });
    const table = within(school).getByRole('table', { name: 'Months of Lincoln Middle School' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Month',
      'Students',
      'Weekly Allocation',
      'Allocated',
      'Distributed',
      'Discarded',
      'Report',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    within(row).getByRole('rowheader', { name: 'January 2026' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['3', '10', '20', '9', '11']);
    expect(cells[5]).toMatch(/^Submitted by Erin Educator February 3rd, 2026/);
    expect(
      within(school).getByRole('link', { name: 'Open Lincoln Middle School' }).getAttribute('href'),
    ).toBe('/backpack-buddy/dashboard?school=42');
    within(screen.getByRole('region', { name: 'Adams High School' })).getByText(
      'No term months in these dates.',
    );
    expect(screen.queryByRole('button', { name: 'Add Student' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers upload, template, copy and add for a month without students', async () => {
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    await screen.findByRole('region', { name: 'January 2026' });
    const month = panel();
    const upload = within(month).getByLabelText(/^Upload Students/) as HTMLInputElement;
    expect(upload.type).toBe('file');
    expect(upload.accept).toContain('.xlsx');
    expect(
      within(month).getByRole('link', { name: 'Download Template' }).getAttribute('href'),
    ).toBe('/templates/student-template.xlsx');
    within(month).getByRole('button', { name: 'Copy Students' });
    within(month).getByRole('button', { name: 'Add Student' });
    expect(within(month).queryByRole('table')).toBeNull();
    expect(within(month).queryByRole('button', { name: 'Submit Report' })).toBeNull();
  });

  it('lists the students of a month with a column per date, then comments and Submit Report', async () => {
    const link = fakeLink({ SchoolReports: () => reportsResult([withStudents()]) });
    renderReports(link);
    const table = await screen.findByRole('table', { name: /Students of January 2026/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Student Name',
      'Student ID',
      '1-9-26',
      '1-16-26',
      'Testimonial',
      'Edit',
      'Delete',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'S-1', '1', '2', 'Thank you', 'Edit Student 1', 'Delete Student 1']);
    within(panel()).getByText('9', { selector: 'dd' }); // distributed: 3 students × (1 + 2)
    within(panel()).getByLabelText('Comments');
    within(panel()).getByRole('button', { name: 'Submit Report' });
    within(panel()).getByRole('button', { name: 'Add Student' });
  });

  it('shows a submitted month read-only to an educator', async () => {
    const link = fakeLink({ SchoolReports: () => reportsResult([submitted()]) });
    renderReports(link);
    await screen.findByRole('table');
    const month = panel();
    const comments = within(month).getByLabelText('Comments') as HTMLTextAreaElement;
    expect(comments.readOnly).toBe(true);
    expect(comments.value).toBe('All went well');
    within(month).getByText(/^Submitted by Erin Educator February 3rd, 2026/);
    for (const name of ['Add Student', 'Delete Selected', 'Submit Report', /^Edit/, /^Delete/]) {
      expect(within(month).queryByRole('button', { name })).toBeNull();
    }
    expect(within(month).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Reports' })).toBeNull();
  });

  it('lets an admin change a submitted month and delete the reports of the ticked months', async () => {
    const user = userEvent.setup();
    let reports = [submitted()];
    const link = fakeLink({
      SchoolReports: () => reportsResult(reports),
      DeleteReports: () => {
        reports = [makeSchoolReport({ termMonths: [monthWith([makeDistribution(1)])] })];
        return { data: { deleteReports: 1 } };
      },
    });
    renderReports(link, { user: makeUser({ type: 'ADMIN' }) });
    await screen.findByRole('table');
    const month = panel();
    within(month).getByRole('button', { name: 'Add Student' });
    within(month).getByRole('button', { name: 'Edit Student 1' });
    within(month).getByRole('button', { name: 'Delete Student 1' });
    expect((within(month).getByLabelText('Comments') as HTMLTextAreaElement).readOnly).toBe(true);

    const deleteReports = screen.getByRole('button', { name: 'Delete Reports' });
    expect(deleteReports.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(month).getByRole('checkbox', { name: /^Select January 2026/ }));
    expect(deleteReports.getAttribute('aria-disabled')).toBeNull();
    await user.click(deleteReports);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByText('Delete Successful');
    expect(link.calls.find((c) => c.operationName === 'DeleteReports')?.variables).toEqual({
      termMonthIds: [7],
    });
    await waitFor(() => expect(screen.queryByText(/^Submitted by/)).toBeNull());
    expect(reportCalls(link)[0]?.variables).toMatchObject({ schoolId: 42 });
    expect(reportCalls(link).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a start after the end with the domain message and asks for nothing', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    await screen.findByRole('region', { name: 'January 2026' });
    const before = sessionStore.get().reportRange;
    const calls = reportCalls(link).length;

    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, '2026-01');
    await user.clear(start);
    await user.type(start, '2026-03');

    const alert = await screen.findByText(MESSAGES.startAfterEnd);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(start.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByRole('region', { name: 'January 2026' })).toBeNull();
    expect(sessionStore.get().reportRange).toEqual({ ...before, endDate: '2026-01-31' });
    expect(
      reportCalls(link)
        .slice(calls)
        .filter((c) => c.variables.startDate === '2026-03-01'),
    ).toEqual([]);

    await user.clear(start);
    await user.type(start, '2025-11');
    await waitFor(() =>
      expect(reportCalls(link).at(-1)?.variables).toMatchObject({
        startDate: '2025-11-01',
        endDate: '2026-01-31',
      }),
    );
    expect(screen.queryByText(MESSAGES.startAfterEnd)).toBeNull();
    expect(sessionStore.get().reportRange).toEqual({
      startDate: '2025-11-01',
      endDate: '2026-01-31',
    });
  });

  it('confirms Delete Selected with the count and deletes the selected students', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([withStudents()]),
      DeleteDistributions: (variables) => ({
        data: { deleteDistributions: (variables.distributionIds as number[]).length },
      }),
    });
    renderReports(link);
    await screen.findByRole('table');
    const month = panel();
    const deleteSelected = within(month).getByRole('button', { name: 'Delete Selected' });
    expect(deleteSelected.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(month).getByRole('checkbox', { name: 'Select Student 1' }));
    await user.click(within(month).getByRole('checkbox', { name: 'Select Student 3' }));
    await user.click(deleteSelected);

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    within(dialog).getByText('Are you sure you want to delete 2 distributions?');
    expect(document.activeElement?.textContent).toBe('Cancel');
    const calls = reportCalls(link).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('2 Distributions Deleted');
    expect(link.calls.find((c) => c.operationName === 'DeleteDistributions')?.variables).toEqual({
      distributionIds: [1, 3],
    });
    expect(reportCalls(link).length).toBe(calls + 1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('selects every student with the header checkbox', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([withStudents()]) });
    renderReports(link);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all students of January 2026' }));
    await user.click(within(panel()).getByRole('button', { name: 'Delete Selected' }));
    screen.getByText('Are you sure you want to delete 3 distributions?');
  });

  it('deletes one student after its own confirmation', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([withStudents()]),
      DeleteDistributions: () => ({ data: { deleteDistributions: 1 } }),
    });
    renderReports(link);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Student 2' }));
    const dialog = screen.getByRole('alertdialog');
    within(dialog).getByText(MESSAGES.deleteDistributionConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Distribution Deleted');
    expect(link.calls.find((c) => c.operationName === 'DeleteDistributions')?.variables).toEqual({
      distributionIds: [2],
    });
  });

  it('submits the report with its comments', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([withStudents()]),
      SubmitReport: () => ({
        data: { submitReport: makeReport() },
      }),
    });
    renderReports(link);
    await screen.findByRole('table');
    await user.type(within(panel()).getByLabelText('Comments'), '  Good month ');
    await user.click(within(panel()).getByRole('button', { name: 'Submit Report' }));
    await screen.findByText('Report Submitted');
    expect(link.calls.find((c) => c.operationName === 'SubmitReport')?.variables).toEqual({
      input: { termMonthId: 7, comments: 'Good month' },
    });
  });

  it('refuses comments over 5000 characters', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([withStudents()]) });
    renderReports(link);
    await screen.findByRole('table');
    const comments = within(panel()).getByLabelText('Comments');
    await user.click(comments);
    await user.paste('x'.repeat(5001));
    await user.click(within(panel()).getByRole('button', { name: 'Submit Report' }));
    await within(panel()).findByText(MESSAGES.maxLength(5000));
    expect(document.activeElement).toBe(comments);
    expect(link.calls.some((c) => c.operationName === 'SubmitReport')).toBe(false);
  });

  it('copies the students of the previous month', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport()]),
      CopyStudents: () => ({ data: { copyStudents: 12 } }),
    });
    renderReports(link);
    await screen.findByRole('region', { name: 'January 2026' });
    await user.click(screen.getByRole('button', { name: 'Copy Students' }));
    await screen.findByText('Copy Students Successful');
    expect(link.calls.find((c) => c.operationName === 'CopyStudents')?.variables).toEqual({
      termMonthId: 7,
    });
    expect(reportCalls(link).length).toBe(2);
  });

  it("shows the server's first message when a change is refused", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport()]),
      CopyStudents: () => ({ errors: [{ message: 'There is no previous month to copy' }] }),
    });
    renderReports(link);
    await screen.findByRole('region', { name: 'January 2026' });
    await user.click(screen.getByRole('button', { name: 'Copy Students' }));
    const warning = await screen.findByText('There is no previous month to copy');
    expect(warning.closest('.toast-warning')?.getAttribute('role')).toBe('alert');
  });

  it('refuses a file that is not .xlsx and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    await screen.findByRole('region', { name: 'January 2026' });
    const input = within(panel()).getByLabelText(/^Upload Students/);
    await user.upload(input, new File(['name,id'], 'students.csv', { type: 'text/csv' }));
    const message = await within(panel()).findByText(MESSAGES.uploadMustBeXlsx);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(link.calls.some((c) => c.operationName === 'UploadStudents')).toBe(false);
  });

  it('uploads the students of a template and refetches', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport()]),
      UploadStudents: () => ({ data: { uploadStudents: 2 } }),
    });
    renderReports(link);
    await screen.findByRole('region', { name: 'January 2026' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(['Student Name', 'Student ID']);
    sheet.addRow([' Ana Lopez ', ' A-1 ']);
    sheet.addRow(['Bo Chen', 20417]);
    const file = new File([(await workbook.xlsx.writeBuffer()) as ArrayBuffer], 'students.xlsx');
    await user.upload(within(panel()).getByLabelText(/^Upload Students/), file);
    await screen.findByText('Upload Successful', {}, { timeout: 5000 });
    expect(link.calls.find((c) => c.operationName === 'UploadStudents')?.variables).toEqual({
      input: {
        termMonthId: 7,
        students: [
          { studentName: 'Ana Lopez', studentIdNumber: 'A-1' },
          { studentName: 'Bo Chen', studentIdNumber: '20417' },
        ],
      },
    });
    expect(reportCalls(link)).toHaveLength(2);
  });

  it('shows No Results when there are no term months in the dates', async () => {
    const link = fakeLink({ SchoolReports: () => reportsResult([]) });
    renderReports(link);
    await screen.findByText('No Results');
  });
});
