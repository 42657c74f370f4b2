import { useId, useRef, useState } from 'react';
import { MESSAGES, formatPhone } from '@portal/domain';
import { useEnumOptions } from '../../lib/current-user';
import { toast } from '../../lib/toast-store';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import type { MemberValues } from './member-values';
import { ParticipantModal } from './participant-modal';
import '../../styles/tables.css';

type Dialog = { kind: 'edit'; index: number | null } | { kind: 'delete'; index: number } | null;

export type TeamRosterProps = {
  /** The rows of the form's field array (useFieldArray's fields: stable keys). */
  fields: readonly (MemberValues & { id: string })[];
  /** The members as the form holds them now (useWatch). */
  members: readonly MemberValues[];
  readOnly?: boolean;
  /** What shows under the table after an attempt to save (rosterMessages). */
  messages: readonly string[];
  /** Marks the roster invalid (Add Participant then takes focus as the first problem). */
  invalid: boolean;
  onAdd: (member: MemberValues) => void;
  onUpdate: (index: number, member: MemberValues) => void;
  onRemove: (index: number) => void;
};

/**
 * A school's Backpack Buddy roster as a table with Add Participant, Edit (the Edit Participant
 * dialog, 'Participant Updated') and Delete ('Are you sure?', 'Delete Successful'). The changes
 * stay in the surrounding form until it is saved. Used by the application's Team Information
 * and by School Contacts.
 */
export function TeamRoster({
  fields,
  members,
  readOnly = false,
  messages,
  invalid,
  onAdd,
  onUpdate,
  onRemove,
}: TeamRosterProps) {
  const types = useEnumOptions('backpackBuddyTeamMemberTypes');
  const [dialog, setDialog] = useState<Dialog>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const messagesId = useId();
  const typeLabel = (value: string) => types.find((t) => t.value === value)?.label ?? value;

  return (
    <>
      <div className="table-scroll">
        <table
          className="data-table list-table"
          aria-describedby={invalid ? messagesId : undefined}
        >
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
              onAdd(member);
            } else {
              onUpdate(dialog.index, member);
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
            onRemove(dialog.index);
            setDialog(null);
            toast.success(MESSAGES.deleteSuccessful);
          }}
          fallbackFocus={() => addRef.current}
        />
      ) : null}
    </>
  );
}
