import { useState } from 'react';
import { ENUMERATIONS, MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { runChange } from '../schools/school-detail-errors';

/**
 * The school's food safety status: one value of the foodSafetyStatuses enumeration chosen by the
 * admin (spec 3 §4: set per school, no transition rules); Save, once changed, saves it with
 * 'Update Successful'. Recording a certificate that has not expired sets Completed by itself.
 */
export function FoodSafetyStatusForm({
  saved,
  onSave,
}: {
  /** The status as saved ('' when never set). */
  saved: string;
  onSave: (status: string) => Promise<unknown>;
}) {
  const [status, setStatus] = useState(saved);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    await runChange(() => onSave(status), MESSAGES.updateSuccessful);
    setSaving(false);
  };

  return (
    <form
      className="form school-form school-status-form"
      aria-labelledby="food-safety-status-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h4 id="food-safety-status-heading">Status</h4>
      <SelectField
        label="Food Safety Status"
        name="foodSafetyStatus"
        options={ENUMERATIONS.foodSafetyStatuses.options}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      <Button type="submit" busy={saving} disabled={status === '' || status === saved}>
        Save Status
      </Button>
    </form>
  );
}
