import { MESSAGES } from '@portal/domain';
import { RichText } from '../../i18n/rich-text';
import { useTranslateMessage } from '../../i18n/use-t';
import { formSectionMessages as m } from './form-sections.messages';

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
  const translate = useTranslateMessage();
  return (
    <div className="alert alert-info in-progress-notice" role="status">
      <p>
        <strong>{translate(MESSAGES.applicationInProgress(programName, notice.termYear))}</strong>
      </p>
      <p>
        <RichText
          message={m.inProgressStartedBy}
          values={{
            starterName: notice.starterName,
            starterEmail: notice.starterEmail,
            contactEmail: contact,
          }}
          elements={[
            <a key="starter" href={`mailto:${notice.starterEmail}`} />,
            <a key="contact" href={`mailto:${contact}`} />,
          ]}
        />
      </p>
    </div>
  );
}
