import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { z } from 'zod';
import { MESSAGES, adminSchoolContactsSchema } from '@portal/domain';
import type { TeamMember } from '@portal/domain/programs/backpack-buddy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { memberInput } from '../../../components/roster/member-values';
import { RosterEditor, rosterValues } from '../../../components/roster/roster-editor';
import type { RosterValues } from '../../../components/roster/roster-editor';
import { useZodForm } from '../../../lib/forms';
import type { PortalProgram } from '../../../lib/programs';
import { changeErrorMessage } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { useFocusFirstInvalid } from './school-detail-form';
import { forgetSchoolList } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { AdminUpdateSchoolContactsDocument } from './school-detail.queries';

/** The domain's Backpack Buddy contacts rules over the roster as the form holds it. */
const rosterSchema = (binding: SchoolDetailBinding) =>
  z.object({
    teamMembers: adminSchoolContactsSchema(binding.schoolProgram),
  }) as unknown as z.ZodType<{ teamMembers: TeamMember[] }, RosterValues>;

/**
 * The Backpack Buddy roster of the school with Add Participant, Edit and Delete (kept in the
 * form until saved), checked on Save Changes by the roster rules (principal and primary
 * coordinator required, one of each lead).
 */
export function SchoolContactsRoster({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  const form = useZodForm(rosterSchema(binding), {
    defaultValues: rosterValues(school.teamMembers),
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [save] = useMutation(AdminUpdateSchoolContactsDocument, {
    update: forgetSchoolList(program),
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await save({
        variables: {
          input: {
            program: binding.schoolProgram,
            schoolId: school.schoolId,
            teamMembers: values.teamMembers.map(memberInput),
          },
        },
      });
      toast.success(MESSAGES.updateSuccessful);
      // New participants now have ids: the form starts again from the saved roster.
      if (data) form.reset(rosterValues(data.adminUpdateSchoolContacts.teamMembers));
    } catch (error) {
      setServerError(changeErrorMessage(error));
    }
  }, onInvalid);

  return (
    <form
      ref={formRef}
      className="form school-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Alert>{serverError}</Alert>
      <RosterEditor form={form} />
      <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
        Save Changes
      </Button>
    </form>
  );
}
