import { useMutation } from '@apollo/client/react';
import { MESSAGES, formatShortDate } from '@portal/domain';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import type { HolderTabProps } from '../holders/holder-detail-page';
import { HolderProfileForm, useHolderProfileForm } from '../holders/holder-profile-form';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminUpdateSiteProfileDocument } from './site-detail.queries';
import { SiteProfileFields } from './site-profile-fields';
import { siteProfileInput, siteProfileSchema, siteProfileValues } from './site-profile-values';

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
export function SiteProfileTab({ holder: site }: HolderTabProps<SiteDetail>) {
  const [update] = useMutation(AdminUpdateSiteProfileDocument, { update: forgetSiteList });
  const { form, formRef, serverError, onSubmit } = useHolderProfileForm(
    siteProfileSchema(),
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
      <HolderProfileForm
        formRef={formRef}
        serverError={serverError}
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        disabled={!form.formState.isDirty}
        submitLabel="Save Changes"
      >
        <SiteProfileFields form={form} />
      </HolderProfileForm>
      <AuditHistory entries={site.history} fieldLabels={HISTORY_FIELDS} />
    </section>
  );
}
