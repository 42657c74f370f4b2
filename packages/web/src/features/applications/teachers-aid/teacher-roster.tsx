import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MESSAGES, formatPhone } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEnumOptions } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { downloadTeacherTemplate, readTeacherRoster } from './roster-spreadsheet';
import { TeacherDialog } from './teacher-dialog';
import { teacherValues } from './teacher-values';
import type { TeacherValues } from './teacher-values';
import '../../../styles/tables.css';

type Dialog = { kind: 'edit'; index: number | null } | { kind: 'delete'; index: number } | null;

export type TeacherRosterProps = {
  /** The rows of the form's field array (useFieldArray's fields: stable keys). */
  fields: readonly { id: string }[];
  /** The teachers as the form holds them now. */
  teachers: readonly TeacherValues[];
  readOnly: boolean;
  /** What shows under the table after an attempt to save ('Teachers Required', …). */
  messages: readonly string[];
  onAdd: (teachers: TeacherValues[]) => void;
  onUpdate: (index: number, teacher: TeacherValues) => void;
  onRemove: (index: number) => void;
};

const labelsOf = (
  options: readonly { value: string; label: string }[],
  values: readonly string[],
) => values.map((value) => options.find((o) => o.value === value)?.label ?? value).join(', ');

/**
 * The teacher roster of step 2 (spec 2 §5): a table (name, email, phone, grades, subjects,
 * students per year, proxy teacher) with Add Teacher, Edit and Delete in dialogs, Upload (a
 * .xlsx roster: its teachers are appended, 'Teachers Added'; or its message, nothing added) and
 * Download Template. The changes stay in the step's form until it is saved.
 */
export function TeacherRoster({
  fields,
  teachers,
  readOnly,
  messages,
  onAdd,
  onUpdate,
  onRemove,
}: TeacherRosterProps) {
  const grades = useEnumOptions('gradesTaught');
  const subjects = useEnumOptions('subjectsTaught');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const messagesId = useId();
  const uploadId = useId();
  const uploadErrorId = useId();
  const invalid = messages.length > 0;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const result = await readTeacherRoster(file, { existing: teachers });
      if ('error' in result) {
        setUploadError(result.error);
      } else {
        onAdd(result.teachers.map(teacherValues));
        toast.success(MESSAGES.teachersAdded);
      }
    } catch {
      // An unreadable workbook: said as a file that is not a roster template.
      setUploadError(MESSAGES.uploadMustBeXlsx);
    } finally {
      setUploading(false);
      // The same file may be chosen again after it is fixed.
      input.value = '';
    }
  };

  return (
    <>
      <div className="table-scroll">
        <table
          className="data-table list-table"
          aria-describedby={invalid ? messagesId : undefined}
        >
          <caption className="visually-hidden">Teachers</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Grades</th>
              <th scope="col">Subjects</th>
              <th scope="col">Students Per Year</th>
              <th scope="col">Proxy Teacher</th>
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
                <td colSpan={readOnly ? 7 : 8} className="table-empty">
                  No teachers yet.
                </td>
              </tr>
            ) : (
              fields.map((field, index) => {
                const teacher = teachers[index];
                if (!teacher) return null;
                const name = `${teacher.firstName} ${teacher.lastName}`;
                return (
                  <tr key={field.id}>
                    <th scope="row">{name}</th>
                    <td>{teacher.email}</td>
                    <td>{teacher.phone ? formatPhone(teacher.phone) : ''}</td>
                    <td>{labelsOf(grades, teacher.gradesTaught)}</td>
                    <td>{labelsOf(subjects, teacher.subjectsTaught)}</td>
                    <td>{teacher.numStudentsTaughtPerYear}</td>
                    <td>{teacher.proxyTeacher}</td>
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
        <div className="roster-actions">
          <button
            ref={addRef}
            type="button"
            className="button button-secondary"
            onClick={() => setDialog({ kind: 'edit', index: null })}
            data-invalid-focus={invalid ? 'true' : undefined}
            aria-describedby={invalid ? messagesId : undefined}
          >
            Add Teacher
          </button>
          <Button variant="secondary" onClick={() => void downloadTeacherTemplate()}>
            Download Template
          </Button>
          <div className="field">
            <label htmlFor={uploadId}>Upload Teachers (.xlsx)</label>
            <input
              id={uploadId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={uploading}
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? uploadErrorId : undefined}
              onChange={(event) => void upload(event)}
            />
            {uploadError ? (
              <p id={uploadErrorId} className="field-error" role="alert">
                {uploadError}
              </p>
            ) : null}
          </div>
        </div>
      )}
      {dialog?.kind === 'edit' ? (
        <TeacherDialog
          teachers={teachers}
          index={dialog.index}
          onClose={() => setDialog(null)}
          onSave={(teacher) => {
            if (dialog.index === null) onAdd([teacher]);
            else onUpdate(dialog.index, teacher);
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
