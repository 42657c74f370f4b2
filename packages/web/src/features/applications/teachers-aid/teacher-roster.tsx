import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MESSAGES } from '@portal/domain';
import { ROSTER_UPLOAD_MESSAGES } from '@portal/domain/programs/teachers-aid';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../i18n/format';
import type { Message } from '../../../i18n/define-messages';
import { RichText } from '../../../i18n/rich-text';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { useOptionLabels } from './option-labels';
import {
  ROSTER_FILE_MESSAGES,
  downloadTeacherTemplate,
  readTeacherRoster,
} from './roster-spreadsheet';
import { teachersAidRosterMessages as r } from './roster.messages';
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

/** The upload's refusals that are ours (not domain MESSAGES), by their English text. */
const FILE_MESSAGES: ReadonlyMap<string, Message> = new Map([
  [ROSTER_FILE_MESSAGES.tooBig, r.fileTooBig],
  [ROSTER_UPLOAD_MESSAGES.noTeachers, r.fileNoTeachers],
  [ROSTER_UPLOAD_MESSAGES.invalidStudents, r.fileInvalidStudents],
  [ROSTER_UPLOAD_MESSAGES.invalidText, r.fileInvalidText],
]);

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
  const t = useT();
  const translate = useTranslateMessage();
  const format = useFormat();
  const { options } = useOptionLabels();
  const grades = options('gradesTaught', useEnumOptions('gradesTaught'));
  const subjects = options('subjectsTaught', useEnumOptions('subjectsTaught'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const messagesId = useId();
  const uploadId = useId();
  const uploadErrorId = useId();
  const invalid = messages.length > 0;

  /** A refusal of the upload in the screen's language. */
  const uploadMessage = (error: string) => {
    const own = FILE_MESSAGES.get(error);
    return own ? t(own) : translate(error);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file || uploading) return;
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
          <caption className="visually-hidden">{t(r.teachers)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(r.name)}</th>
              <th scope="col">{t(r.email)}</th>
              <th scope="col">{t(r.phone)}</th>
              <th scope="col">{t(r.grades)}</th>
              <th scope="col">{t(r.subjects)}</th>
              <th scope="col">{t(r.studentsPerYear)}</th>
              <th scope="col">{t(r.proxyTeacher)}</th>
              {readOnly ? null : (
                <th scope="col">
                  <span className="visually-hidden">{t(r.actions)}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {fields.length === 0 ? (
              <tr>
                <td colSpan={readOnly ? 7 : 8} className="table-empty">
                  {t(r.noTeachers)}
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
                    <td>{teacher.phone ? format.phone(teacher.phone) : ''}</td>
                    <td>{labelsOf(grades, teacher.gradesTaught)}</td>
                    <td>{labelsOf(subjects, teacher.subjectsTaught)}</td>
                    <td>{teacher.numStudentsTaughtPerYear}</td>
                    <td>{teacher.proxyTeacher}</td>
                    {readOnly ? null : (
                      <td className="table-actions">
                        <Button variant="link" onClick={() => setDialog({ kind: 'edit', index })}>
                          <RichText
                            message={r.edit}
                            values={{ name }}
                            elements={[<span key="name" className="visually-hidden" />]}
                          />
                        </Button>
                        <Button variant="link" onClick={() => setDialog({ kind: 'delete', index })}>
                          <RichText
                            message={r.delete}
                            values={{ name }}
                            elements={[<span key="name" className="visually-hidden" />]}
                          />
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
            {t(r.addTeacher)}
          </button>
          <Button variant="secondary" onClick={() => void downloadTeacherTemplate()}>
            {t(r.downloadTemplate)}
          </Button>
          <div className="field">
            <label htmlFor={uploadId}>{t(r.uploadTeachers)}</label>
            <input
              id={uploadId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              // Not `disabled`: the browser would take the focus away while the file is read,
              // and a keyboard user would start again at the top of the page.
              aria-disabled={uploading || undefined}
              aria-busy={uploading || undefined}
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? uploadErrorId : undefined}
              onChange={(event) => void upload(event)}
            />
            {uploadError ? (
              <p id={uploadErrorId} className="field-error" role="alert">
                {uploadMessage(uploadError)}
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
