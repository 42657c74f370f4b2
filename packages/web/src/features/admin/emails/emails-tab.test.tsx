import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { toast } from '../../../lib/toast-store';
import { ToastViewport } from '../../../lib/toast-viewport';
import { fakeLink, type FakeLink } from '../../../test/fake-link';
import type { ProgramSettings } from '../settings/settings-types';
import { EmailsTab } from './emails-tab';

const TAGS = [
  { name: 'firstName', description: "The signer's first name", sample: 'Maria', link: false },
  {
    name: 'schoolName',
    description: "The school's name",
    sample: 'Lincoln Elementary',
    link: false,
  },
];

function email(emailId: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminEmail',
    id: String(emailId),
    emailId,
    key: `key.${emailId}`,
    name,
    recipients: 'The principal named on the application',
    mergeTags: TAGS.map((t) => `{${t.name}}`),
    mergeTagDetails: TAGS.map((t) => ({ __typename: 'EmailMergeTag', ...t })),
    status: 'ACTIVE',
    subjectLine: 'Please sign for {schoolName}',
    messageBody: 'Hello {firstName},\n\nPlease sign.',
    subjectLineEs: 'Por favor, firme por {schoolName}',
    messageBodyEs: 'Hola, {firstName}:\n\nPor favor, firme.',
    lastEdited: null,
    lastEditedBy: null,
    ...overrides,
  };
}

const EMAILS = [
  email(1, 'Backpack Buddy Principal Signature Request'),
  email(2, 'Password Reset', { status: 'INACTIVE', subjectLine: 'Reset your password' }),
];

function renderTab(link: FakeLink) {
  const router = createMemoryRouter(
    [
      {
        path: '/backpack-buddy/settings/emails',
        element: (
          <>
            <Link to="/backpack-buddy/schools">Schools</Link>
            <EmailsTab program={PROGRAMS_BY_KEY.backpackBuddy} settings={{} as ProgramSettings} />
          </>
        ),
      },
      { path: '/backpack-buddy/schools', element: <h1>School list</h1> },
    ],
    { initialEntries: ['/backpack-buddy/settings/emails'] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>,
  );
  return router;
}

/** The text of the elements an element's aria-describedby names. */
function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

const listed = () => ({ data: { adminEmails: EMAILS } });

afterEach(() => {
  toast.list().forEach((t) => toast.dismiss(t.id));
});

describe('Program Settings › Emails', () => {
  it('lists every template with its status in words and previews one with sample values', async () => {
    const user = userEvent.setup();
    renderTab(fakeLink({ AdminEmails: listed }));
    const table = await screen.findByRole('table');
    const reset = within(table).getByRole('row', { name: /Password Reset/ });
    expect(within(reset).getByText('Inactive')).toBeTruthy();
    expect(within(reset).getByText('Never')).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Edit Backpack Buddy Principal Signature Request' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Edit Backpack Buddy Principal Signature Request',
    });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Status'));
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Please sign for {schoolName}',
    );
    expect(within(dialog).getByText('{firstName}')).toBeTruthy();
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('Subject: Please sign for Lincoln Elementary');
    expect(within(preview).getByTestId('email-preview-body').textContent).toBe(
      'Hello Maria,\n\nPlease sign.',
    );
    // The preview follows the typing.
    await user.type(within(dialog).getByLabelText('Subject'), ' now');
    expect(preview.textContent).toContain('Subject: Please sign for Lincoln Elementary now');
  });

  it('refuses Done while the template is invalid, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderTab(fakeLink({ AdminEmails: listed }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit Backpack Buddy Principal Signature Request',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Subject'));
    const message = within(dialog).getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Hi {{nickname}');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(describedBy(within(dialog).getByLabelText('Subject'))).toEqual(MESSAGES.required);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Subject'));
    expect(describedBy(message)).toEqual(
      expect.stringContaining(EMAIL_MESSAGES.unknownTag('nickname', ['firstName', 'schoolName'])),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull();
  });

  it('keeps a done edit unsaved, warns on leaving, and saves only the changed template', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEmails: listed,
      AdminEditEmails: (variables) => {
        const [edit] = variables['emails'] as Record<string, unknown>[];
        return {
          data: {
            adminEmails: [
              {
                ...EMAILS[0],
                ...edit,
                lastEdited: '2026-11-25T15:00:00.000Z',
                lastEditedBy: 'Ada Admin',
              },
              EMAILS[1],
            ],
          },
        };
      },
    });
    const router = renderTab(link);
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit Backpack Buddy Principal Signature Request',
      }),
    );
    let dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'INACTIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.unsavedChanges);
    expect(screen.getByRole('row', { name: /changed, not saved/ }).textContent).toContain(
      'Inactive',
    );

    // Leaving asks first; Cancel stays.
    await user.click(screen.getByRole('link', { name: 'Schools' }));
    dialog = await screen.findByRole('alertdialog', { name: MESSAGES.unsavedChanges });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/backpack-buddy/settings/emails');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.updateSuccessful)).toBeTruthy();
    const saves = link.calls.filter((c) => c.operationName === 'AdminEditEmails');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.variables).toEqual({
      emails: [
        {
          emailId: 1,
          status: 'INACTIVE',
          subjectLine: 'Please sign for {schoolName}',
          messageBody: 'Hello {firstName},\n\nPlease sign.',
          subjectLineEs: 'Por favor, firme por {schoolName}',
          messageBodyEs: 'Hola, {firstName}:\n\nPor favor, firme.',
        },
      ],
    });
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
    expect(screen.getByRole('row', { name: /Principal Signature Request/ }).textContent).toContain(
      'by Ada Admin',
    );
    // Nothing unsaved: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Schools' }));
    expect(await screen.findByRole('heading', { name: 'School list' })).toBeTruthy();
  });

  it('edits the Spanish subject and message beside the English, checked and saved the same way', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEmails: listed,
      AdminEditEmails: (variables) => {
        const [edit] = variables['emails'] as Record<string, unknown>[];
        return { data: { adminEmails: [{ ...EMAILS[0], ...edit }, EMAILS[1]] } };
      },
    });
    renderTab(link);
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit Backpack Buddy Principal Signature Request',
      }),
    );
    const dialog = screen.getByRole('dialog');
    const subject = within(dialog).getByLabelText('Subject (Spanish)') as HTMLInputElement;
    const message = within(dialog).getByLabelText('Message (Spanish)') as HTMLTextAreaElement;
    // Spanish text on an English page: marked, for screen readers.
    expect(subject.lang).toBe('es');
    expect(message.lang).toBe('es');
    expect(subject.value).toBe('Por favor, firme por {schoolName}');
    const preview = within(dialog).getByRole('region', { name: 'Preview (Spanish)' });
    expect(preview.textContent).toContain('Subject: Por favor, firme por Lincoln Elementary');
    expect(within(preview).getByTestId('email-preview-body').textContent).toBe(
      'Hola, Maria:\n\nPor favor, firme.',
    );

    // The English rules hold for the Spanish texts.
    await user.clear(subject);
    await user.clear(message);
    await user.type(message, 'Hola {{nombre}');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(describedBy(subject)).toEqual(MESSAGES.required);
    expect(document.activeElement).toBe(subject);
    expect(describedBy(message)).toEqual(
      expect.stringContaining(EMAIL_MESSAGES.unknownTag('nombre', ['firstName', 'schoolName'])),
    );

    await user.type(subject, 'Firme por {{schoolName}');
    await user.clear(message);
    await user.type(message, 'Hola, {{firstName}.');
    expect(preview.textContent).toContain('Subject: Firme por Lincoln Elementary');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.updateSuccessful)).toBeTruthy();
    expect(link.calls.find((c) => c.operationName === 'AdminEditEmails')!.variables).toEqual({
      emails: [
        {
          emailId: 1,
          status: 'ACTIVE',
          subjectLine: 'Please sign for {schoolName}',
          messageBody: 'Hello {firstName},\n\nPlease sign.',
          subjectLineEs: 'Firme por {schoolName}',
          messageBodyEs: 'Hola, {firstName}.',
        },
      ],
    });
  });

  it('Cancel with changes says so once, then discards', async () => {
    const user = userEvent.setup();
    renderTab(fakeLink({ AdminEmails: listed }));
    await user.click(await screen.findByRole('button', { name: 'Edit Password Reset' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Subject'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(MESSAGES.unsavedChanges);
    await user.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull();
  });

  it("shows the server's message when a save is refused, and keeps the edit", async () => {
    const user = userEvent.setup();
    renderTab(
      fakeLink({
        AdminEmails: listed,
        AdminEditEmails: () => ({ errors: [{ message: EMAIL_MESSAGES.unknownEmail }] }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Password Reset' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EMAIL_MESSAGES.unknownEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.unsavedChanges)).toBeTruthy();
  });
});
