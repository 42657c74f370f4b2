import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { toast } from '../../lib/toast-store';
import { fakeLink } from '../../test/fake-link';
import {
  makeDistribution,
  makeMonth,
  makeSchoolReport,
  renderReports,
  reportsResult,
} from './reports-test-utils';

const saved = () => ({
  data: { saveDistribution: { __typename: 'Distribution', distributionId: 99 } },
});

describe('Add Student / Edit Student', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('checks the fields with the domain rules, then saves and refetches', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport()]),
      SaveDistribution: saved,
    });
    renderReports(link);
    await user.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Student' });
    const name = within(dialog).getByLabelText('Student Name');
    expect(document.activeElement).toBe(name);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(MESSAGES.required)).toHaveLength(4);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain('error');
    expect(document.activeElement).toBe(name);

    await user.type(name, 'Ana Lopez');
    await user.type(within(dialog).getByLabelText('Student ID Number'), '  A-17  ');
    await user.type(within(dialog).getByLabelText('1-9-26'), '2');
    await user.type(within(dialog).getByLabelText('1-16-26'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(MESSAGES.nonNegative);
    expect(link.calls.some((c) => c.operationName === 'SaveDistribution')).toBe(false);

    await user.clear(within(dialog).getByLabelText('1-16-26'));
    await user.type(within(dialog).getByLabelText('1-16-26'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Distribution Saved');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link.calls.find((c) => c.operationName === 'SaveDistribution')?.variables).toEqual({
      input: {
        termMonthId: 7,
        studentName: 'Ana Lopez',
        studentIdNumber: 'A-17',
        testimonial: null,
        dateEntries: [
          { termMonthDistributionDateId: 71, distributionNumber: '2' },
          { termMonthDistributionDateId: 72, distributionNumber: '0' },
        ],
      },
    });
    expect(link.calls.filter((c) => c.operationName === 'SchoolReports')).toHaveLength(2);
  });

  it('refuses a testimonial over 5000 characters', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    await user.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Testimonial'));
    await user.paste('x'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(MESSAGES.maxLength(5000));
  });

  it('edits a student with its counts filled in', async () => {
    const user = userEvent.setup();
    const month = makeMonth({
      distributions: [makeDistribution(5, { studentName: 'Bo Chen', testimonial: 'Thanks' })],
    });
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport({ termMonths: [month] })]),
      SaveDistribution: saved,
    });
    renderReports(link);
    await user.click(await screen.findByRole('button', { name: 'Edit Bo Chen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Student' });
    expect((within(dialog).getByLabelText('Student Name') as HTMLInputElement).value).toBe(
      'Bo Chen',
    );
    expect((within(dialog).getByLabelText('1-9-26') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByLabelText('1-16-26') as HTMLInputElement).value).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Distribution Saved');
    expect(link.calls.find((c) => c.operationName === 'SaveDistribution')?.variables).toEqual({
      input: {
        distributionId: 5,
        termMonthId: 7,
        studentName: 'Bo Chen',
        studentIdNumber: 'S-5',
        testimonial: 'Thanks',
        dateEntries: [
          { termMonthDistributionDateId: 71, distributionNumber: '1' },
          { termMonthDistributionDateId: 72, distributionNumber: '2' },
        ],
      },
    });
  });

  it('keeps the dialog open with the server message when the save is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport()]),
      SaveDistribution: () => ({ errors: [{ message: MESSAGES.studentIdInMonth }] }),
    });
    renderReports(link);
    await user.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Student Name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Student ID Number'), 'A1');
    await user.type(within(dialog).getByLabelText('1-9-26'), '1');
    await user.type(within(dialog).getByLabelText('1-16-26'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.studentIdInMonth);
    screen.getByRole('dialog', { name: 'Add Student' });
  });

  it('closes on Escape and gives focus back to Add Student', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    const add = await screen.findByRole('button', { name: 'Add Student' });
    await user.click(add);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(add));
  });
});
