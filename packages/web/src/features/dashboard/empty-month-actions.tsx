import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../components/button';
import { useRefetchReports, runAction } from './report-actions';
import { CopyStudentsDocument } from './reports.queries';
import { UploadStudentsButton } from './upload-students-button';

/** The static student template (public/templates): a header row, Student Name and Student ID. */
export const STUDENT_TEMPLATE_URL = '/templates/student-template.xlsx';

/**
 * A month without students: Upload Students (the template), Download Template, Copy Students
 * (the previous month's students with counts at zero) and Add Student.
 */
export function EmptyMonthActions({
  termMonthId,
  monthLabel,
  onAdd,
}: {
  termMonthId: number;
  monthLabel: string;
  onAdd: () => void;
}) {
  const [copy] = useMutation(CopyStudentsDocument);
  const refetchReports = useRefetchReports();
  const [copying, setCopying] = useState(false);

  const onCopy = async () => {
    setCopying(true);
    await runAction(
      () => copy({ variables: { termMonthId }, ...refetchReports }),
      MESSAGES.copyStudentsSuccessful,
    );
    setCopying(false);
  };

  return (
    <div className="month-actions">
      <p className="month-empty">No students yet for {monthLabel}.</p>
      <div className="month-action-buttons">
        <UploadStudentsButton termMonthId={termMonthId} monthLabel={monthLabel} />
        <a className="button button-secondary" href={STUDENT_TEMPLATE_URL} download>
          Download Template
        </a>
        <Button variant="secondary" busy={copying} onClick={() => void onCopy()}>
          Copy Students
        </Button>
        <Button onClick={onAdd}>Add Student</Button>
      </div>
    </div>
  );
}
