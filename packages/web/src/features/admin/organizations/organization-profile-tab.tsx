import { useMutation } from '@apollo/client/react';
import { MESSAGES, formatShortDate } from '@portal/domain';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import type { HolderTabProps } from '../holders/holder-detail-page';
import { HolderProfileForm, useHolderProfileForm } from '../holders/holder-profile-form';
import { forgetOrganizationChoices } from './organization-detail-program';
import type { OrganizationDetail } from './organization-detail-program';
import { AdminUpdateOrganizationProfileDocument } from './organization-detail.queries';
import { OrganizationProfileFields } from './organization-profile-fields';
import {
  organizationProfileInput,
  organizationProfileSchema,
  organizationProfileValues,
} from './organization-profile-values';

/** Change History names for organization fields whose keys read badly when split into words. */
const HISTORY_FIELDS = {
  einNumber: 'EIN',
  statusPartnerServices: 'Program status',
  address1: 'Address 1',
  address2: 'Address 2',
};

/**
 * Organization Profile: the organization's fields checked by the domain's Organization Profile
 * rules (name, EIN, address 1, city, county, state and zip required); Save Changes (once
 * something changed) saves them with 'Update Successful'. Below, the Change History of the
 * organization and its applications.
 */
export function OrganizationProfileTab({
  holder: organization,
}: HolderTabProps<OrganizationDetail>) {
  // A new name shows in the users screen's organization choices too.
  const [update] = useMutation(AdminUpdateOrganizationProfileDocument, {
    update: forgetOrganizationChoices,
  });
  const { form, formRef, serverError, onSubmit } = useHolderProfileForm(
    organizationProfileSchema(),
    organizationProfileValues(organization),
    async (values, profileForm) => {
      const input = organizationProfileInput(values, organization.organizationId);
      // The answer is the organization as saved: it refreshes the cached one and its history.
      const { data } = await update({ variables: { input } });
      toast.success(MESSAGES.updateSuccessful);
      if (data) profileForm.reset(organizationProfileValues(data.adminUpdateOrganizationProfile));
    },
  );

  return (
    <section className="school-tab" aria-labelledby="organization-profile-heading">
      <h3 id="organization-profile-heading">Organization Profile</h3>
      {organization.lastEdited ? (
        <p className="school-edited">Last edited {formatShortDate(organization.lastEdited)}</p>
      ) : null}
      <HolderProfileForm
        formRef={formRef}
        serverError={serverError}
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        disabled={!form.formState.isDirty}
        submitLabel="Save Changes"
      >
        <OrganizationProfileFields form={form} />
      </HolderProfileForm>
      <AuditHistory entries={organization.history} fieldLabels={HISTORY_FIELDS} />
    </section>
  );
}
