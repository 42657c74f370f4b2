import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { PortalProgram } from '../../../lib/programs';
import { toast } from '../../../lib/toast-store';
import { forgetSiteChoices, sitePath } from './site-detail-program';
import { AdminCreateSiteDocument } from './site-detail.queries';
import { SiteProfileFields } from './site-profile-fields';
import { useSiteProfileForm } from './site-profile-form';
import { EMPTY_SITE_PROFILE, siteCreateInput } from './site-profile-values';

/**
 * Add a Site ({programUrl}/sites/new; ours, docs/decisions.md "Adding Kids Cafe sites"): the Site
 * Profile form empty, checked by the same domain rules; Save adds the site with 'Update
 * Successful' and opens it in place of the form. A refusal (a live site with the same name and
 * address, say) shows on its field and above the form. No other tab until the site exists.
 */
export function NewSite({ program }: { program: PortalProgram }) {
  const navigate = useNavigate();
  const [create] = useMutation(AdminCreateSiteDocument, { update: forgetSiteChoices });
  const { form, formRef, serverError, onSubmit } = useSiteProfileForm(
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
        <form
          ref={formRef}
          className="form school-form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <Alert>{serverError}</Alert>
          <SiteProfileFields form={form} />
          <Button type="submit" busy={form.formState.isSubmitting}>
            Save
          </Button>
        </form>
      </section>
    </>
  );
}
