import { useMutation } from '@apollo/client/react';
import { MESSAGES, reportCommentsSchema } from '@portal/domain';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { useFormat } from '../../i18n/format';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { fieldProps, useZodForm } from '../../lib/forms';
import { monthMessages } from './month.messages';
import { useRefetchReports, runAction } from './report-actions';
import { reportsMessages } from './reports.messages';
import { SubmitReportDocument } from './reports.queries';
import type { TermMonth } from './report-types';

type Report = NonNullable<TermMonth['distributionReport']>;

/** The viewer's time zone, for the time a report was submitted. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Comments (at most 5000 characters) and Submit Report: 'Report Submitted'. */
export function ReportCommentsForm({ termMonthId }: { termMonthId: number }) {
  const form = useZodForm(reportCommentsSchema, { defaultValues: { comments: '' } });
  const [submit] = useMutation(SubmitReportDocument);
  const refetchReports = useRefetchReports();
  const t = useT();
  const onSubmit = form.handleSubmit(async ({ comments }) => {
    await runAction(
      () => submit({ variables: { input: { termMonthId, comments } }, ...refetchReports }),
      MESSAGES.reportSubmitted,
    );
  });
  return (
    <form className="form report-comments" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextareaField label={t(monthMessages.comments)} rows={3} {...fieldProps(form, 'comments')} />
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t(monthMessages.submitReport)}
        </Button>
      </div>
    </form>
  );
}

/** A submitted report: its comments, read-only, and 'Submitted by {name} {date}'. */
export function SubmittedReport({ report }: { report: Report }) {
  const t = useT();
  const translate = useTranslateMessage();
  const when = useFormat().longDateTime(report.createdAt, localTimeZone());
  return (
    <div className="report-comments report-submitted">
      <TextareaField
        label={t(monthMessages.comments)}
        name="comments"
        rows={3}
        readOnly
        value={report.comments ?? ''}
      />
      <p className="report-submitted-by">
        {translate(
          MESSAGES.submittedBy(report.submittedBy ?? t(reportsMessages.unknownSubmitter), when),
        )}
      </p>
    </div>
  );
}
