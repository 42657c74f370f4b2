import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MESSAGES } from '@portal/domain';
import type { UploadedStudent } from '@portal/domain';
import type { Message } from '../../i18n/define-messages';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { SheetReadError } from '../../lib/spreadsheet';
import type { SheetProblem } from '../../lib/spreadsheet';
import { toast } from '../../lib/toast-store';
import { monthMessages } from './month.messages';
import { STUDENT_UPLOAD_LIMITS, readStudentUpload } from './read-student-upload';
import { useRefetchReports, actionErrorMessage } from './report-actions';
import { UploadStudentsDocument } from './reports.queries';

/** The refusals of a file that are ours (the others are the domain's or the server's). */
const OWN_PROBLEMS: Partial<Record<SheetProblem, Message>> = {
  size: monthMessages.uploadTooLarge,
  unreadable: monthMessages.uploadUnreadable,
  columns: monthMessages.uploadTooManyColumns,
};

/** A refusal: ours by problem, or an English domain or server message. */
type UploadError = { problem?: SheetProblem; text: string };

/**
 * Upload Students: a file input styled as a button (its label is the button's text), accepting
 * .xlsx. The file is read in the browser (lib/spreadsheet, loaded on first use) and sent with
 * uploadStudents; a refused file or a refusal of the server shows its message under the
 * buttons until the next attempt.
 */
export function UploadStudentsButton({
  termMonthId,
  monthLabel,
}: {
  termMonthId: number;
  monthLabel: string;
}) {
  const [upload] = useMutation(UploadStudentsDocument);
  const refetchReports = useRefetchReports();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UploadError | null>(null);
  const t = useT();
  const translate = useTranslateMessage();
  const id = useId();
  const errorId = `${id}-error`;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again is a new attempt.
    input.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      let students: UploadedStudent[];
      try {
        students = await readStudentUpload(file);
      } catch (problem) {
        setError(
          problem instanceof SheetReadError
            ? { problem: problem.problem, text: problem.message }
            : { text: MESSAGES.unknownError },
        );
        return;
      }
      try {
        await upload({ variables: { input: { termMonthId, students } }, ...refetchReports });
      } catch (failure) {
        const message = actionErrorMessage(failure);
        if (message) setError({ text: message });
        return;
      }
      toast.success(MESSAGES.uploadSuccessful);
    } finally {
      setBusy(false);
    }
  };

  const errorText = ({ problem, text }: UploadError) => {
    const own = problem ? OWN_PROBLEMS[problem] : undefined;
    return own ? t(own, { max: STUDENT_UPLOAD_LIMITS.maxColumns }) : translate(text);
  };

  return (
    <div className="upload-students">
      <label className={`button button-secondary file-button${busy ? ' is-busy' : ''}`}>
        {t(busy ? monthMessages.uploading : monthMessages.uploadStudents)}
        <span className="visually-hidden">{` ${t(monthMessages.forMonth, { month: monthLabel })}`}</span>
        <input
          type="file"
          className="visually-hidden"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void onChange(event)}
        />
      </label>
      <div role="alert" className="upload-error">
        {error ? (
          <p id={errorId} className="field-error">
            {errorText(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
