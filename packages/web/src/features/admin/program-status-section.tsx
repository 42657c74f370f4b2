import { useId, useState } from 'react';
import { ENUMERATIONS, MESSAGES, formatShortDate } from '@portal/domain';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { runChange } from './schools/school-detail-errors';

/**
 * The Program Status tab of a school or site (spec 3 §4): one value of the programStatuses
 * enumeration, with the date it was last set; Save (once changed) runs `save` with 'Update
 * Successful', or shows the failure's message.
 */
export function ProgramStatusSection({
  saved: savedStatus,
  updatedAt,
  save,
}: {
  /** The status as saved (none yet: null). */
  saved: string | null | undefined;
  updatedAt: string | null | undefined;
  /** The change for the chosen status (the program's mutation). */
  save: (status: string) => Promise<unknown>;
}) {
  const headingId = useId();
  const saved = savedStatus ?? '';
  const [status, setStatus] = useState(saved);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    await runChange(() => save(status), MESSAGES.updateSuccessful);
    setSaving(false);
  };

  return (
    <section className="school-tab" aria-labelledby={headingId}>
      <h3 id={headingId}>Program Status</h3>
      {updatedAt ? <p className="school-edited">Updated {formatShortDate(updatedAt)}</p> : null}
      <form
        className="form school-form school-status-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label="Program Status"
          name="programStatus"
          options={ENUMERATIONS.programStatuses.options}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <Button type="submit" busy={saving} disabled={status === '' || status === saved}>
          Save
        </Button>
      </form>
    </section>
  );
}
