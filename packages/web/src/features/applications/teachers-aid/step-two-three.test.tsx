import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { TEACHER_TEMPLATE_COLUMNS } from '@portal/domain/programs/teachers-aid';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeApplication, savePayload, teachersAidLink } from './application-test-utils';
import { teachersAidApplicationTitle } from './texts';

type User = ReturnType<typeof userEvent.setup>;
type Link = ReturnType<typeof teachersAidLink>;
type Handlers = Parameters<typeof teachersAidLink>[1];

const TITLE = teachersAidApplicationTitle(2025);

async function openStep(step: 'step-2' | 'step-3', handlers: Handlers = {}) {
  const link = teachersAidLink(makeUser({ applicationTeachersAidRequiredId: 7 }), handlers);
  const view = renderApp(`/teachers-aid/application/${step}/7`, link, { signedIn: true });
  await screen.findByRole('heading', { name: TITLE }, { timeout: 5000 });
  return { ...view, link };
}

const withApplication =
  (overrides: Record<string, unknown>): NonNullable<Handlers>[string] =>
  () => ({ data: { applicationTeachersAid: makeApplication(overrides) } });

const rosterRows = () =>
  within(screen.getByRole('table', { name: 'Teachers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent ?? row.textContent);

const callOf = (link: Link, name: string) => link.calls.find((c) => c.operationName === name);

/** A real .xlsx roster: the template's header, then the rows. */
async function rosterFile(rows: ExcelJS.CellValue[][], name = 'roster.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Teachers');
  sheet.addRow([...TEACHER_TEMPLATE_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], name);
}

async function fillTeacher(
  user: User,
  dialog: HTMLElement,
  values: { first?: string; last?: string; email?: string; phone?: string },
) {
  const box = within(dialog);
  if (values.first) await user.type(box.getByLabelText('First Name'), values.first);
  if (values.last) await user.type(box.getByLabelText('Last Name'), values.last);
  if (values.email) await user.type(box.getByLabelText('Email'), values.email);
  if (values.phone) await user.type(box.getByLabelText('Phone (optional)'), values.phone);
}

describe('Teachers Aid step 2', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lists the roster with Go Back, Save as Draft and Next', async () => {
    await openStep('step-2');
    const table = screen.getByRole('table', { name: 'Teachers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Grades',
      'Subjects',
      'Students Per Year',
      'Proxy Teacher',
    ]);
    expect(rosterRows()).toEqual(['Tina Teacher']);
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(
      '/teachers-aid/application/step-1/7',
    );
    screen.getByRole('button', { name: 'Next' });
    screen.getByRole('button', { name: 'Save as Draft' });
  });

  it("says 'Teachers Required' on Next with an empty roster and focuses Add Teacher", async () => {
    const user = userEvent.setup();
    const { link } = await openStep('step-2', {
      TeachersAidApplication: withApplication({ teachers: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(MESSAGES.teachersRequired);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Teacher' })),
    );
    expect(callOf(link, 'SaveTeachersAidStepTwo')).toBeUndefined();
  });

  it.each<
    [string, { first?: string; last?: string; email?: string; phone?: string }, string, string]
  >([
    ['a missing first name', { last: 'Lee', email: 'a@b.org' }, 'First Name', MESSAGES.required],
    ['a missing last name', { first: 'Ann', email: 'a@b.org' }, 'Last Name', MESSAGES.required],
    ['a missing email', { first: 'Ann', last: 'Lee' }, 'Email', MESSAGES.required],
    [
      'an invalid email',
      { first: 'Ann', last: 'Lee', email: 'a@' },
      'Email',
      MESSAGES.invalidEmail,
    ],
    [
      'an email another teacher has',
      { first: 'Ann', last: 'Lee', email: 'TINA@school.example' },
      'Email',
      MESSAGES.emailMustBeUnique,
    ],
    [
      'a phone without 10 digits',
      { first: 'Ann', last: 'Lee', email: 'a@b.org', phone: '71355' },
      'Phone (optional)',
      MESSAGES.invalidPhone,
    ],
  ])('the dialog refuses %s and blocks Add Teacher', async (_name, values, label, message) => {
    const user = userEvent.setup();
    await openStep('step-2');
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillTeacher(user, dialog, values);
    await user.click(within(dialog).getByRole('button', { name: 'Add Teacher' }));
    const field = within(dialog).getByLabelText(label);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.getAttribute('aria-describedby')).toContain(within(dialog).getByText(message).id);
    expect(
      (within(dialog).getByRole('button', { name: 'Add Teacher' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(rosterRows()).toEqual(['Tina Teacher']);
  });

  it('adds, edits and deletes teachers, then Next saves the whole roster', async () => {
    const user = userEvent.setup();
    const { link, router } = await openStep('step-2', {
      SaveTeachersAidStepTwo: () => savePayload('saveTeachersAidApplicationStepTwo', 7, 2),
    });
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillTeacher(user, dialog, {
      first: 'Ann',
      last: 'Lee',
      email: 'ann@school.example',
      phone: '7135550199',
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Math' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Teacher' }));
    await waitFor(() => expect(rosterRows()).toEqual(['Tina Teacher', 'Ann Lee']));

    await user.click(screen.getByRole('button', { name: 'Edit Ann Lee' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Teacher' });
    const last = within(edit).getByLabelText('Last Name');
    await user.clear(last);
    await user.type(last, 'Lopez');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rosterRows()).toEqual(['Tina Teacher', 'Ann Lopez']));

    await user.click(screen.getByRole('button', { name: 'Delete Tina Teacher' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rosterRows()).toEqual(['Ann Lopez']));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/teachers-aid/application/step-3/7'),
    );
    expect(callOf(link, 'SaveTeachersAidStepTwo')?.variables.input).toEqual({
      applicationTeachersAidId: 7,
      draft: false,
      certififedVerification: true,
      teachers: [
        {
          firstName: 'Ann',
          lastName: 'Lopez',
          title: null,
          phone: '713-555-0199',
          email: 'ann@school.example',
          proxyTeacher: null,
          gradesTaught: [],
          subjectsTaught: ['MATH'],
          numStudentsTaughtPerYear: null,
        },
      ],
    });
  });

  it("appends the teachers of an uploaded roster with 'Teachers Added'", async () => {
    const user = userEvent.setup();
    await openStep('step-2');
    const file = await rosterFile([
      ['Ann', 'Lee', null, '7135550199', 'ann@school.example'],
      ['Bo', 'Diaz', null, null, 'bo@school.example'],
    ]);
    await user.upload(screen.getByLabelText('Upload Teachers (.xlsx)'), file);
    await screen.findByText(MESSAGES.teachersAdded, {}, { timeout: 5000 });
    // The toast store renders at once; the table with the form's next render.
    await waitFor(() => expect(rosterRows()).toEqual(['Tina Teacher', 'Ann Lee', 'Bo Diaz']));
  });

  it.each<[string, () => Promise<File>, string]>([
    [
      'a file that is not .xlsx',
      async () => new File(['a,b'], 'roster.csv', { type: 'text/csv' }),
      MESSAGES.uploadMustBeXlsx,
    ],
    [
      'a teacher with an improper phone',
      () => rosterFile([['Ann', 'Lee', null, '555', 'ann@school.example']]),
      MESSAGES.teacherImproperPhone,
    ],
    [
      'a teacher without an email',
      () => rosterFile([['Ann', 'Lee', null, null, null]]),
      MESSAGES.teacherMissingEmail,
    ],
    [
      'a teacher without a last name',
      () => rosterFile([['Ann', null, null, null, 'ann@school.example']]),
      MESSAGES.teacherMissingLastName,
    ],
  ])('refuses an upload with %s: its message, nothing added', async (_name, make, message) => {
    const user = userEvent.setup({ applyAccept: false });
    await openStep('step-2');
    const input = screen.getByLabelText('Upload Teachers (.xlsx)');
    await user.upload(input, await make());
    const error = await screen.findByText(message, {}, { timeout: 5000 });
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(rosterRows()).toEqual(['Tina Teacher']);
  });

  it('accepts only .xlsx files in the upload', async () => {
    await openStep('step-2');
    const input = screen.getByLabelText('Upload Teachers (.xlsx)') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('.xlsx');
    screen.getByRole('button', { name: 'Download Template' });
  });
});

describe('Teachers Aid step 3', () => {
  it('shows the agreement with a typed name and I Agree under each section', async () => {
    await openStep('step-3');
    screen.getByRole('heading', { level: 3, name: 'Teachers Aid Program Agreement' });
    for (const section of ['Program Rules', 'Agreement', 'Nondiscrimination']) {
      screen.getByLabelText(`Signature for ${section}`);
      screen.getByRole('checkbox', { name: `I Agree to ${section}` });
    }
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(
      '/teachers-aid/application/step-2/7',
    );
  });

  it('requires the names, boxes and principal email, focusing the first', async () => {
    const user = userEvent.setup();
    const { link } = await openStep('step-3');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText(MESSAGES.missingRequiredFields);
    const first = screen.getByLabelText('Signature for Program Rules');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByLabelText('Verify Principal Email').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(callOf(link, 'SaveTeachersAidStepThree')).toBeUndefined();
  });

  async function sign(user: User, email: string) {
    for (const section of ['Program Rules', 'Agreement', 'Nondiscrimination']) {
      await user.type(screen.getByLabelText(`Signature for ${section}`), 'Erin Educator');
      await user.click(screen.getByRole('checkbox', { name: `I Agree to ${section}` }));
    }
    await user.type(screen.getByLabelText('Verify Principal Email'), email);
  }

  it("refuses another email than step 1's principal: 'Principal Email Doesn't Match'", async () => {
    const user = userEvent.setup();
    const { link } = await openStep('step-3');
    await sign(user, 'someone@school.example');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText(MESSAGES.principalEmailDoesntMatch);
    expect(callOf(link, 'SaveTeachersAidStepThree')).toBeUndefined();
  });

  it("submits with 'Please wait while submitting', 'Save Successful', then the status step", async () => {
    const user = userEvent.setup();
    let status = 'IN_PROGRESS';
    let release: () => void = () => {};
    const { link, router } = await openStep('step-3', {
      SaveTeachersAidStepThree: () =>
        new Promise((resolve) => {
          release = () => {
            status = 'PENDING_PRINCIPAL';
            resolve(savePayload('saveTeachersAidApplicationStepThree', 7, 3, status));
          };
        }),
      TeachersAidApplication: () => ({
        data: { applicationTeachersAid: makeApplication({ status }) },
      }),
    });
    await sign(user, 'PAT@school.example');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('button', { name: /Please wait while submitting/ });
    release();
    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/teachers-aid/application/status/7'),
    );
    await screen.findByRole('heading', { name: MESSAGES.applicationPending('Teachers Aid') });
    expect(callOf(link, 'SaveTeachersAidStepThree')?.variables.input).toEqual({
      applicationTeachersAidId: 7,
      draft: false,
      certifiedProgramRules: true,
      certifiedAgreement: true,
      certifiedNonDiscrimination: true,
      nameSignFirst: 'Erin Educator',
      nameSignSecond: 'Erin Educator',
      nameSignThird: 'Erin Educator',
      verifyPrincipalEmail: 'PAT@school.example',
    });
  });

  it('shows the signed names read-only to an admin, without Verify Principal Email', async () => {
    const link = teachersAidLink(makeUser({ type: 'ADMIN' }), {
      TeachersAidApplication: withApplication({
        status: 'PENDING_PRINCIPAL',
        nameSignFirst: 'Erin Educator',
        certifiedProgramRules: true,
      }),
    });
    renderApp('/teachers-aid/application/step-3/7', link, { signedIn: true });
    await screen.findByRole('heading', { name: TITLE }, { timeout: 5000 });
    expect(screen.queryByLabelText('Verify Principal Email')).toBeNull();
    expect(screen.queryByLabelText('Signature for Program Rules')).toBeNull();
    screen.getAllByText(/Erin Educator/);
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/teachers-aid/schools/42/applications',
    );
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });
});
