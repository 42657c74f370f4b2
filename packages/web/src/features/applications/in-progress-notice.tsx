import { MESSAGES } from '@portal/domain';

/** What the API tells about another educator's open application (any program's in-progress query). */
export type InProgressNoticeData = {
  termYear: number;
  starterName: string;
  starterEmail: string;
  contactEmail: string;
};

/**
 * The chosen school already has another educator's open application of the same year and term
 * type (spec 1 §4, spec 2 §8): who started it, and the program's contact address.
 */
export function InProgressNotice({
  notice,
  programName,
  contactEmail,
}: {
  notice: InProgressNoticeData;
  programName: string;
  contactEmail: string;
}) {
  const contact = notice.contactEmail || contactEmail;
  return (
    <div className="alert alert-info in-progress-notice" role="status">
      <p>
        <strong>{MESSAGES.applicationInProgress(programName, notice.termYear)}</strong>
      </p>
      <p>
        It was started by {notice.starterName} (
        <a href={`mailto:${notice.starterEmail}`}>{notice.starterEmail}</a>). Please work with them
        on it, or contact us at <a href={`mailto:${contact}`}>{contact}</a> for help.
      </p>
    </div>
  );
}
