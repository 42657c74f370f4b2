import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { MESSAGES, enumLabel, formatShortDate, type EmailEdit } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { AdminEmailFieldsFragment as AdminEmail } from '../../../gql/graphql';
import { runSettingsChange } from '../settings/settings-save';
import type { SettingsTabProps } from '../settings/settings-types';
import { EmailEditor } from './email-editor';
import { AdminEditEmailsDocument, AdminEmailsDocument } from './emails.queries';
import './emails.css';

const editOf = (email: AdminEmail): EmailEdit => ({
  status: email.status as EmailEdit['status'],
  subjectLine: email.subjectLine,
  messageBody: email.messageBody,
  subjectLineEs: email.subjectLineEs,
  messageBodyEs: email.messageBodyEs,
});

/** Whether two edits of a template hold the same texts and status. */
const sameEdit = (a: EmailEdit, b: EmailEdit) =>
  (Object.keys(a) as (keyof EmailEdit)[]).every((key) => a[key] === b[key]);

/** Warns the browser's own way when the tab or window closes with edits not saved. */
function useUnloadWarning(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * Program Settings › Emails (spec 3 §2, §3 Admin email, §7 adminEmails and adminEditEmails;
 * issue 14 item 4): every mail the portal sends, with its recipients, status and subject. Edit
 * opens a template in a dialog; Done keeps the edit on this page, marked changed, until Save
 * Changes sends every changed template at once (all or none). While edits are unsaved the page
 * says 'You have unsaved changes.', and leaving it asks first (the route is blocked, and the
 * browser warns on closing the tab).
 */
export function EmailsTab(_props: SettingsTabProps) {
  const { data, error } = useQuery(AdminEmailsDocument);
  const [editEmails] = useMutation(AdminEditEmailsDocument, {
    update(cache, result) {
      if (result.data) {
        cache.writeQuery({
          query: AdminEmailsDocument,
          data: { adminEmails: result.data.adminEmails },
        });
      }
    },
  });
  const [edits, setEdits] = useState<ReadonlyMap<number, EmailEdit>>(new Map());
  const [editing, setEditing] = useState<AdminEmail | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = edits.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useUnloadWarning(dirty);

  if (!data) return error ? <ErrorBlock headingLevel={3} /> : <Loading />;

  const save = async () => {
    setSaving(true);
    const emails = [...edits].map(([emailId, edit]) => ({ emailId, ...edit }));
    const result = await runSettingsChange(
      () => editEmails({ variables: { emails } }),
      MESSAGES.updateSuccessful,
    );
    setSaving(false);
    if (result.ok) setEdits(new Map());
  };

  return (
    <section className="settings-tab emails-tab" aria-labelledby="emails-heading">
      <h3 id="emails-heading">Emails</h3>
      <p>
        Every mail the portal sends comes from one of these templates. An inactive email is not
        sent.
      </p>
      <div className="table-scroll">
        <table className="data-table emails-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Recipients</th>
              <th scope="col">Status</th>
              <th scope="col">Subject</th>
              <th scope="col">Last Edited</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.adminEmails.map((email) => {
              const edit = edits.get(email.emailId);
              const shown = edit ?? editOf(email);
              return (
                <tr key={email.emailId} className={edit ? 'email-changed' : undefined}>
                  <th scope="row">
                    {email.name}
                    {edit ? (
                      <span className="email-changed-mark"> (changed, not saved)</span>
                    ) : null}
                  </th>
                  <td>{email.recipients}</td>
                  <td>
                    <span className={`email-status email-status-${shown.status.toLowerCase()}`}>
                      {enumLabel('emailStatuses', shown.status)}
                    </span>
                  </td>
                  <td>{shown.subjectLine}</td>
                  <td>
                    {email.lastEdited
                      ? `${formatShortDate(email.lastEdited)}${email.lastEditedBy ? ` by ${email.lastEditedBy}` : ''}`
                      : 'Never'}
                  </td>
                  <td>
                    <Button
                      variant="link"
                      aria-label={`Edit ${email.name}`}
                      onClick={() => setEditing(email)}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {dirty ? (
        <p className="emails-unsaved" role="status">
          {MESSAGES.unsavedChanges}
        </p>
      ) : null}
      <div className="emails-actions">
        <Button onClick={() => void save()} disabled={!dirty} busy={saving}>
          Save Changes
        </Button>
        <Button variant="secondary" onClick={() => setEdits(new Map())} disabled={!dirty}>
          Discard Changes
        </Button>
      </div>
      {editing ? (
        <EmailEditor
          email={editing}
          initial={edits.get(editing.emailId) ?? editOf(editing)}
          onCancel={() => setEditing(null)}
          onDone={(edit) => {
            const next = new Map(edits);
            if (sameEdit(edit, editOf(editing))) next.delete(editing.emailId);
            else next.set(editing.emailId, edit);
            setEdits(next);
            setEditing(null);
          }}
        />
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={MESSAGES.unsavedChanges}
          message="Leave this page and lose the changes?"
          confirmLabel="Leave"
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      ) : null}
    </section>
  );
}
