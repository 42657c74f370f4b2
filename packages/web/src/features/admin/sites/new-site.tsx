import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { toast } from '../../../lib/toast-store';
import { HolderProfileForm, useHolderProfileForm } from '../holders/holder-profile-form';
import { forgetSiteChoices, sitePath } from './site-detail-program';
import { AdminCreateSiteDocument } from './site-detail.queries';
import { SiteProfileFields } from './site-profile-fields';
import { EMPTY_SITE_PROFILE, siteCreateInput, siteProfileSchema } from './site-profile-values';

/**
 * Add a Site ({programUrl}/sites/new; ours, docs/decisions.md "Adding Kids Cafe sites"): the Site
 * Profile form empty, checked by the same domain rules; Save adds the site with 'Update
 * Successful' and opens it in place of the form. A refusal (a live site with the same name and
 * address, say) shows on its field and above the form. No other tab until the site exists.
 */
export function NewSite({ program }: { program: PortalProgram }) {
  const navigate = useNavigate();
  const [create] = useMutation(AdminCreateSiteDocument, { update: forgetSiteChoices });
  const { form, formRef, serverError, onSubmit } = useHolderProfileForm(
    siteProfileSchema(),
    EMPTY_SITE_PROFILE,
    async (values) => {
      const { data } = await create({ variables: { input: siteCreateInput(values) } });
      toast.success(MESSAGES.updateSuccessful);
      if (data) {
        await navigate(sitePath(program, data.adminCreateSite.siteId), { replace: true });
      }
    },
  );

  return (
    <>
      <title>{`Add a Site | ${program.name} | Partner Portal`}</title>
      <h2>Add a Site</h2>
      <section className="school-tab" aria-labelledby="new-site-profile-heading">
        <h3 id="new-site-profile-heading">Site Profile</h3>
        <HolderProfileForm
          formRef={formRef}
          serverError={serverError}
          onSubmit={onSubmit}
          busy={form.formState.isSubmitting}
          submitLabel="Save"
        >
          <SiteProfileFields form={form} />
        </HolderProfileForm>
      </section>
    </>
  );
}
