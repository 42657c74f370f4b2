import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../components/button';
import { useT } from '../../i18n/use-t';
import { monthMessages } from './month.messages';
import { useRefetchReports, runAction } from './report-actions';
import { CopyStudentsDocument } from './reports.queries';
import { UploadStudentsButton } from './upload-students-button';

/**
 * The static student template (public/templates): a header row, Student Name and Student ID. One
 * file for every language: its English headers are a file format, and the upload reads columns
 * by place, never by header.
 */
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
  const t = useT();

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
      <p className="month-empty">{t(monthMessages.noStudentsYetFor, { month: monthLabel })}</p>
      <div className="month-action-buttons">
        <UploadStudentsButton termMonthId={termMonthId} monthLabel={monthLabel} />
        <a className="button button-secondary" href={STUDENT_TEMPLATE_URL} download>
          {t(monthMessages.downloadTemplate)}
        </a>
        <Button variant="secondary" busy={copying} onClick={() => void onCopy()}>
          {t(monthMessages.copyStudents)}
        </Button>
        <Button onClick={onAdd}>{t(monthMessages.addStudent)}</Button>
      </div>
    </div>
  );
}
