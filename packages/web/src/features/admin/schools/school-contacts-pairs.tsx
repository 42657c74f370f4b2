import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES, adminSchoolContactsSchema, enumLabel, enumValues } from '@portal/domain';
import type { ContactsFacts, SchoolProgram } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { BLANK_MEMBER, memberValues } from '../../../components/roster/member-values';
import type { MemberValues } from '../../../components/roster/member-values';
import type { TeamMemberInput } from '../../../gql/graphql';
import { useZodForm } from '../../../lib/forms';
import type { PortalProgram } from '../../../lib/programs';
import { changeErrorMessage, serverFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { ContactTextFields } from '../contact-text-fields';
import { useFocusFirstInvalid } from './school-detail-form';
import { forgetSchoolList } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { AdminUpdateSchoolContactsDocument } from './school-detail.queries';

type PairsValues = { teamMembers: MemberValues[] };
type Contact = {
  teamMemberId?: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string;
  email: string;
};

/** One row per role of the program, filled from the school's holder of the role if any. */
function pairsValues(types: readonly string[], school: SchoolDetail): PairsValues {
  return {
    teamMembers: types.map((type) => {
      const holder = school.teamMembers.find((m) => m.type === type);
      return holder ? memberValues(holder) : { ...BLANK_MEMBER, type };
    }),
  };
}

const pairsSchema = (program: SchoolProgram) =>
  z.object({
    teamMembers: adminSchoolContactsSchema(program),
  }) as unknown as z.ZodType<{ teamMembers: Contact[] }, PairsValues>;

const contactInput = (contact: Contact): TeamMemberInput => ({
  teamMemberId: contact.teamMemberId ?? undefined,
  type: contact.type,
  firstName: contact.firstName,
  lastName: contact.lastName,
  title: contact.title,
  phone: contact.phone,
  email: contact.email,
});

/**
 * The 'pairs' contacts rule (School Market, Teachers Aid): a group of fields per role of the
 * program entry's contact types (Primary Point of Contact or Site Coordinator, and Principal),
 * all required but the title, phones as 123-456-7890, the two emails different.
 */
export function SchoolContactsPairs({
  program,
  binding,
  school,
  contacts,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
  /** The program entry's contacts facts: the enumeration of the roles. */
  contacts: ContactsFacts;
}) {
  const schoolProgram = binding.schoolProgram;
  const types = enumValues(contacts.types);
  const form = useZodForm(pairsSchema(schoolProgram), {
    defaultValues: pairsValues(types, school),
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [save] = useMutation(AdminUpdateSchoolContactsDocument, {
    update: forgetSchoolList(program),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = form.formState.errors.teamMembers;
  // Role-level rules ('Principal Required', …) have no field of their own.
  const listMessage = errors?.root?.message ?? errors?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await save({
        variables: {
          input: {
            program: schoolProgram,
            schoolId: school.schoolId,
            teamMembers: values.teamMembers.map(contactInput),
          },
        },
      });
      toast.success(MESSAGES.updateSuccessful);
      if (data) form.reset(pairsValues(types, data.adminUpdateSchoolContacts));
    } catch (error) {
      setServerError(changeErrorMessage(error));
      // The server's own field issues show on their fields, as the form's would.
      for (const issue of serverFieldIssues(error)) {
        form.setError(issue.path as Path<PairsValues>, { type: 'server', message: issue.message });
      }
    }
  }, onInvalid);

  return (
    <form
      ref={formRef}
      className="form school-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Alert>{serverError ?? listMessage}</Alert>
      {types.map((type, index) => (
        <fieldset key={type} className="school-contact">
          <legend>{enumLabel(contacts.types, type)}</legend>
          <ContactTextFields form={form} path={`teamMembers.${index}`} />
        </fieldset>
      ))}
      <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
        Save Changes
      </Button>
    </form>
  );
}
