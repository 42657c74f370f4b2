import { useId } from 'react';
import { renderTemplate, type MergeTag } from '@portal/domain';

/**
 * The mail a template makes, with each merge tag's sample value (issue 14 item 4): the subject
 * and the plain-text message as the recipient reads them. Text, not HTML: nothing typed in the
 * editor is ever put into the page as markup.
 */
export function EmailPreview({
  title = 'Preview',
  lang,
  subjectLine,
  messageBody,
  mergeTags,
}: {
  title?: string;
  /** The mail's language when it is not the page's (the Spanish preview). */
  lang?: string;
  subjectLine: string;
  messageBody: string;
  mergeTags: readonly MergeTag[];
}) {
  const headingId = useId();
  const samples = Object.fromEntries(mergeTags.map((tag) => [tag.name, tag.sample]));
  const mail = renderTemplate({ subjectLine, messageBody, mergeTags }, samples);
  return (
    <section className="email-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="email-preview-subject">
        <span>Subject:</span> <span lang={lang}>{mail.subject}</span>
      </p>
      <div className="email-preview-body" data-testid="email-preview-body" lang={lang}>
        {mail.text}
      </div>
    </section>
  );
}
