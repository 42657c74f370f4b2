import { useId, useRef, useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast-store';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { useMemberTypeLabel, useRosterMessageText } from './member-words';
import type { MemberValues } from './member-values';
import { ParticipantModal } from './participant-modal';
import type { RosterMessage } from './roster-messages';
import { teamRosterMessages as m } from './roster.messages';
import '../../styles/tables.css';

type Dialog = { kind: 'edit'; index: number | null } | { kind: 'delete'; index: number } | null;

export type TeamRosterProps = {
  /** The rows of the form's field array (useFieldArray's fields: stable keys). */
  fields: readonly (MemberValues & { id: string })[];
  /** The members as the form holds them now (useWatch). */
  members: readonly MemberValues[];
  readOnly?: boolean;
  /** What shows under the table after an attempt to save (rosterMessages). */
  messages: readonly RosterMessage[];
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
  const t = useT();
  const format = useFormat();
  const typeLabel = useMemberTypeLabel();
  const messageText = useRosterMessageText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const messagesId = useId();

  return (
    <>
      <div className="table-scroll">
        <table
          className="data-table list-table"
          aria-describedby={invalid ? messagesId : undefined}
        >
          <caption className="visually-hidden">{t(m.teamMembers)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.name)}</th>
              <th scope="col">{t(m.type)}</th>
              <th scope="col">{t(m.title)}</th>
              <th scope="col">{t(m.phone)}</th>
              <th scope="col">{t(m.email)}</th>
              {readOnly ? null : (
                <th scope="col">
                  <span className="visually-hidden">{t(m.actions)}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {fields.length === 0 ? (
              <tr>
                <td colSpan={readOnly ? 5 : 6} className="table-empty">
                  {t(m.noParticipants)}
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
                    <td>{member.phone ? format.phone(member.phone) : ''}</td>
                    <td>{member.email}</td>
                    {readOnly ? null : (
                      <td className="table-actions">
                        <Button variant="link" onClick={() => setDialog({ kind: 'edit', index })}>
                          {t(m.edit)}
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button variant="link" onClick={() => setDialog({ kind: 'delete', index })}>
                          {t(m.delete)}
                          <span className="visually-hidden"> {name}</span>
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
          {messages.map((message, index) => (
            // The messages of one attempt, each once (rosterMessages): their order is their key.
            <li key={index}>{messageText(message)}</li>
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
          {t(m.addParticipant)}
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
