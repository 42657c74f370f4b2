import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ENUMERATIONS, MESSAGES, formatShortDate } from '@portal/domain';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import type { PortalProgram } from '../../../lib/programs';
import { runChange } from './school-detail-errors';
import { forgetSchoolList } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { AdminUpdateProgramStatusDocument } from './school-detail.queries';

/**
 * Program Status: one value of the programStatuses enumeration for the school in this program,
 * with the date it was last set; Save (once changed) saves it with 'Update Successful'.
 */
export function SchoolStatusTab({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  const saved = school.programStatus ?? '';
  const [status, setStatus] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(AdminUpdateProgramStatusDocument, {
    update: forgetSchoolList(program),
  });

  const save = async () => {
    setSaving(true);
    await runChange(
      () =>
        update({
          variables: {
            input: { program: binding.schoolProgram, schoolId: school.schoolId, status },
          },
        }),
      MESSAGES.updateSuccessful,
    );
    setSaving(false);
  };

  return (
    <section className="school-tab" aria-labelledby="school-status-heading">
      <h3 id="school-status-heading">Program Status</h3>
      {school.programStatusUpdatedAt ? (
        <p className="school-edited">Updated {formatShortDate(school.programStatusUpdatedAt)}</p>
      ) : null}
      <form
        className="form school-form school-status-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
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
