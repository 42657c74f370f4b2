import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MESSAGES } from '@portal/domain';
import type { UploadedStudent } from '@portal/domain';
import { SheetReadError } from '../../lib/spreadsheet';
import { toast } from '../../lib/toast-store';
import { readStudentUpload } from './read-student-upload';
import { useRefetchReports, actionErrorMessage } from './report-actions';
import { UploadStudentsDocument } from './reports.queries';

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
  const [error, setError] = useState<string | null>(null);
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
        setError(problem instanceof SheetReadError ? problem.message : MESSAGES.unknownError);
        return;
      }
      try {
        await upload({ variables: { input: { termMonthId, students } }, ...refetchReports });
      } catch (failure) {
        const message = actionErrorMessage(failure);
        if (message) setError(message);
        return;
      }
      toast.success(MESSAGES.uploadSuccessful);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="upload-students">
      <label className={`button button-secondary file-button${busy ? ' is-busy' : ''}`}>
        {busy ? 'Uploading…' : 'Upload Students'}
        <span className="visually-hidden">{` for ${monthLabel}`}</span>
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
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
