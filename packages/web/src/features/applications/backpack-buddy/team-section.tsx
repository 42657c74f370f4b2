import { useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MESSAGES, formatPhone } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEnumOptions } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { ParticipantModal } from './participant-modal';
import { rosterMessages } from './roster-messages';
import type { StepOneFormApi } from './step-one-form-api';

type Dialog = { kind: 'edit'; index: number | null } | { kind: 'delete'; index: number } | null;

/**
 * Team Information: the school's Backpack Buddy roster with Add Participant, Edit and Delete (the
 * changes are saved with the step). After an attempt to save, the roster's messages show under
 * the table and Add Participant takes focus when they are the first problem of the form.
 */
export function TeamSection({
  form,
  readOnly,
  lastMode,
}: {
  form: StepOneFormApi;
  readOnly: boolean;
  lastMode: SaveMode | null;
}) {
  const { fields, append, update, remove } = useFieldArray({
    control: form.control,
    name: 'teamMembers',
  });
  const members = useWatch({ control: form.control, name: 'teamMembers' });
  const types = useEnumOptions('backpackBuddyTeamMemberTypes');
  const [dialog, setDialog] = useState<Dialog>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const typeLabel = (value: string) => types.find((t) => t.value === value)?.label ?? value;

  const messages = lastMode && form.formState.isSubmitted ? rosterMessages(members, lastMode) : [];
  const invalid = messages.length > 0 || Boolean(form.formState.errors.teamMembers);
  const messagesId = 'roster-messages';

  return (
    <section className="form-section" aria-labelledby="team-information-heading">
      <h3 id="team-information-heading">Team Information</h3>
      <div className="table-scroll">
        <table className="data-table" aria-describedby={invalid ? messagesId : undefined}>
          <caption className="visually-hidden">Team members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Title</th>
              <th scope="col">Phone</th>
              <th scope="col">Email</th>
              {readOnly ? null : (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {fields.length === 0 ? (
              <tr>
                <td colSpan={readOnly ? 5 : 6} className="table-empty">
                  No participants yet.
                </td>
              </tr>
            ) : (
              fields.map((field, index) => {
                const member = members[index] ?? field;
                const name = `${member.firstName} ${member.lastName}`;
                return (
                  <tr key={field.id}>
                    <th scope="row">{name}</th>
                    <td>{typeLabel(member.type)}</td>
                    <td>{member.title}</td>
                    <td>{member.phone ? formatPhone(member.phone) : ''}</td>
                    <td>{member.email}</td>
                    {readOnly ? null : (
                      <td className="table-actions">
                        <Button variant="link" onClick={() => setDialog({ kind: 'edit', index })}>
                          Edit<span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button variant="link" onClick={() => setDialog({ kind: 'delete', index })}>
                          Delete<span className="visually-hidden"> {name}</span>
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {invalid ? (
        <ul id={messagesId} className="field-error roster-messages">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <button
          ref={addRef}
          type="button"
          className="button button-secondary"
          onClick={() => setDialog({ kind: 'edit', index: null })}
          data-invalid-focus={invalid ? 'true' : undefined}
          aria-describedby={invalid ? messagesId : undefined}
        >
          Add Participant
        </button>
      )}
      {dialog?.kind === 'edit' ? (
        <ParticipantModal
          members={members}
          index={dialog.index}
          onClose={() => setDialog(null)}
          onSave={(member) => {
            if (dialog.index === null) {
              append(member);
            } else {
              update(dialog.index, member);
              toast.success(MESSAGES.participantUpdated);
            }
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            remove(dialog.index);
            setDialog(null);
            toast.success(MESSAGES.deleteSuccessful);
          }}
          fallbackFocus={() => addRef.current}
        />
      ) : null}
    </section>
  );
}
