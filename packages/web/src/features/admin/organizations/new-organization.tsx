import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { toast } from '../../../lib/toast-store';
import { HolderProfileForm, useHolderProfileForm } from '../holders/holder-profile-form';
import { forgetOrganizationChoices, organizationPath } from './organization-detail-program';
import { AdminCreateOrganizationDocument } from './organization-detail.queries';
import { OrganizationProfileFields } from './organization-profile-fields';
import {
  EMPTY_ORGANIZATION_PROFILE,
  organizationProfileInput,
  organizationProfileSchema,
} from './organization-profile-values';

/**
 * Add Organization ({programUrl}/organizations/new): the Organization Profile form empty,
 * checked by the same domain rules; Save adds the organization with 'Update Successful' and
 * opens it in place of the form. A refusal (a live organization with the same EIN, say) shows
 * on its field and above the form. No other tab until the organization exists.
 */
export function NewOrganization({ program }: { program: PortalProgram }) {
  const navigate = useNavigate();
  const [create] = useMutation(AdminCreateOrganizationDocument, {
    update: forgetOrganizationChoices,
  });
  const { form, formRef, serverError, onSubmit } = useHolderProfileForm(
    organizationProfileSchema(),
    EMPTY_ORGANIZATION_PROFILE,
    async (values) => {
      const { data } = await create({ variables: { input: organizationProfileInput(values) } });
      toast.success(MESSAGES.updateSuccessful);
      if (data) {
        const id = data.adminCreateOrganization.organizationId;
        await navigate(organizationPath(program, id), { replace: true });
      }
    },
  );

  return (
    <>
      <title>{`Add an Organization | ${program.name} | Partner Portal`}</title>
      <h2>Add an Organization</h2>
      <section className="school-tab" aria-labelledby="new-organization-profile-heading">
        <h3 id="new-organization-profile-heading">Organization Profile</h3>
        <HolderProfileForm
          formRef={formRef}
          serverError={serverError}
          onSubmit={onSubmit}
          busy={form.formState.isSubmitting}
          submitLabel="Save"
        >
          <OrganizationProfileFields form={form} />
        </HolderProfileForm>
      </section>
    </>
  );
}
