import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ENUMERATIONS, LONG_TEXT_MAX, MESSAGES, formatShortDate } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import type { PortalProgram } from '../../../lib/programs';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import { useFocusFirstInvalid } from '../schools/school-detail-form';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminUpdateSiteProfileDocument } from './site-detail.queries';
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
export function SiteProfileTab({ site }: { program: PortalProgram; site: SiteDetail }) {
  const form = useZodForm(siteProfileSchema(), {
    defaultValues: siteProfileValues(site),
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [update] = useMutation(AdminUpdateSiteProfileDocument, { update: forgetSiteList });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    // The answer is the site as saved: it refreshes the cached site and its history. The
    // server's own field issues show on their fields, as the form's would.
    let answer: SiteDetail | undefined;
    const saved = await saveWithFieldIssues(form, async () => {
      const { data } = await update({ variables: { input: siteProfileInput(site, values) } });
      answer = data?.adminUpdateSiteProfile;
    });
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
    if (answer) form.reset(siteProfileValues(answer));
  }, onInvalid);

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
        <div className="form-grid">
          <TextField label="Site Name" autoComplete="off" {...fieldProps(form, 'name')} />
          <SelectController
            control={form.control}
            name="type"
            label="Site Type"
            hint="Optional"
            options={ENUMERATIONS.kidsCafeSiteTypes.options}
          />
          <TextField label="Address 1" autoComplete="off" {...fieldProps(form, 'address1')} />
          <TextField
            label="Address 2"
            hint="Optional"
            autoComplete="off"
            {...fieldProps(form, 'address2')}
          />
          <TextField label="Cross Street" autoComplete="off" {...fieldProps(form, 'crossStreet')} />
          <TextField label="City" autoComplete="off" {...fieldProps(form, 'city')} />
          <SelectController
            control={form.control}
            name="county"
            label="County"
            options={ENUMERATIONS.counties.options}
          />
          <SelectController
            control={form.control}
            name="state"
            label="State"
            options={ENUMERATIONS.states.options}
          />
          <TextField
            label="Zip"
            autoComplete="off"
            inputMode="numeric"
            maxLength={10}
            {...fieldProps(form, 'zip')}
          />
          <TextField
            label="Closest School"
            autoComplete="off"
            {...fieldProps(form, 'closestSchool')}
          />
        </div>
        <TextareaField
          label="Notes"
          hint="Optional"
          maxLength={LONG_TEXT_MAX}
          {...fieldProps(form, 'notes')}
        />
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save Changes
        </Button>
      </form>
      <AuditHistory entries={site.history} fieldLabels={HISTORY_FIELDS} />
    </section>
  );
}
