import { useMutation } from '@apollo/client/react';
import { MESSAGES, formatShortDate } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { PortalProgram } from '../../../lib/programs';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminUpdateSiteProfileDocument } from './site-detail.queries';
import { SiteProfileFields } from './site-profile-fields';
import { useSiteProfileForm } from './site-profile-form';
import { siteProfileInput, siteProfileValues } from './site-profile-values';

/** Change History names for site fields whose keys read badly when split into words. */
const HISTORY_FIELDS = {
  type: 'Site type',
  statusKidsCafe: 'Program status',
  address1: 'Address 1',
  address2: 'Address 2',
};

/**
 * Site Profile: the site's fields checked by the domain's Site Profile rules (spec 3 §5: name,
 * address 1, cross street, city, county, state, zip and closest school required); Save Changes
 * (once something changed) saves them with 'Update Successful'. Below, the site's change history.
 */
export function SiteProfileTab({ site }: { program: PortalProgram; site: SiteDetail }) {
  const [update] = useMutation(AdminUpdateSiteProfileDocument, { update: forgetSiteList });
  const { form, formRef, serverError, onSubmit } = useSiteProfileForm(
    siteProfileValues(site),
    async (values, profileForm) => {
      // The answer is the site as saved: it refreshes the cached site and its history.
      const { data } = await update({ variables: { input: siteProfileInput(site, values) } });
      toast.success(MESSAGES.updateSuccessful);
      if (data) profileForm.reset(siteProfileValues(data.adminUpdateSiteProfile));
    },
  );

  return (
    <section className="school-tab" aria-labelledby="site-profile-heading">
      <h3 id="site-profile-heading">Site Profile</h3>
      {site.lastEdited ? (
        <p className="school-edited">Last edited {formatShortDate(site.lastEdited)}</p>
      ) : null}
      <form
        ref={formRef}
        className="form school-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Alert>{serverError}</Alert>
        <SiteProfileFields form={form} />
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save Changes
        </Button>
      </form>
      <AuditHistory entries={site.history} fieldLabels={HISTORY_FIELDS} />
    </section>
  );
}
