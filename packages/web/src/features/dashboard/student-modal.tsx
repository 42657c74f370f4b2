import { useMutation } from '@apollo/client/react';
import { MESSAGES, distributionStudentSchema } from '@portal/domain';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { fieldProps, useZodForm } from '../../lib/forms';
import { useMonthLabel } from './month-label';
import { useRefetchReports, runAction } from './report-actions';
import { SaveDistributionDocument } from './reports.queries';
import { countOn, sortedDates } from './report-types';
import { studentModalMessages as m } from './student-modal.messages';
import type { DateColumn, Distribution, TermMonth } from './report-types';

function initialValues(month: TermMonth, distribution: Distribution | null) {
  const countText = (date: DateColumn) => {
    const count = distribution ? countOn(distribution, date) : null;
    return count === null ? '' : String(count);
  };
  return {
    studentName: distribution?.studentName ?? '',
    studentIdNumber: distribution?.studentIdNumber ?? '',
    testimonial: distribution?.testimonial ?? '',
    dateEntries: sortedDates(month).map((d) => ({
      termMonthDistributionDateId: d.termMonthDistributionDateId,
      distributionNumber: countText(d),
    })),
  };
}

/**
 * Add Student / Edit Student: Student Name, Student ID Number, a count for each distribution
 * date of the month and a Testimonial, checked with the domain's distributionStudentSchema
 * (the API checks the same); saved with saveDistribution, then 'Distribution Saved'.
 */
export function StudentModal({
  month,
  distribution,
  onClose,
  fallbackFocus,
}: {
  month: TermMonth;
  /** The student to edit, or null to add one. */
  distribution: Distribution | null;
  onClose: () => void;
  /** Where focus goes when the button that opened the dialog is gone (the month changed). */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const form = useZodForm(distributionStudentSchema, {
    defaultValues: initialValues(month, distribution),
  });
  const [save] = useMutation(SaveDistributionDocument);
  const refetchReports = useRefetchReports();
  const dates = sortedDates(month);
  const t = useT();
  const format = useFormat();
  const monthLabel = useMonthLabel();

  const onSubmit = form.handleSubmit(async (values) => {
    const input = {
      ...(distribution ? { distributionId: distribution.distributionId } : {}),
      termMonthId: month.termMonthId,
      studentName: values.studentName,
      studentIdNumber: values.studentIdNumber,
      testimonial: values.testimonial,
      dateEntries: values.dateEntries.map((entry) => ({
        termMonthDistributionDateId: entry.termMonthDistributionDateId,
        distributionNumber: String(entry.distributionNumber),
      })),
    };
    const saved = await runAction(
      () => save({ variables: { input }, ...refetchReports }),
      MESSAGES.distributionSaved,
    );
    if (saved) onClose();
  });

  return (
    <Modal
      title={t(distribution ? m.editStudent : m.addStudent)}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <p className="modal-context">{monthLabel(month)}</p>
        <TextField
          label={t(m.studentName)}
          autoComplete="off"
          data-autofocus
          {...fieldProps(form, 'studentName')}
        />
        <TextField
          label={t(m.studentIdNumber)}
          autoComplete="off"
          {...fieldProps(form, 'studentIdNumber')}
        />
        {dates.length > 0 ? (
          <fieldset className="student-counts">
            <legend>{t(m.backpacksDistributed)}</legend>
            <div className="form-row">
              {dates.map((date, index) => (
                <TextField
                  key={date.termMonthDistributionDateId}
                  label={format.shortDate(date.date)}
                  inputMode="numeric"
                  autoComplete="off"
                  {...fieldProps(form, `dateEntries.${index}.distributionNumber`)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <TextareaField label={t(m.testimonial)} rows={4} {...fieldProps(form, 'testimonial')} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t(m.save)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
