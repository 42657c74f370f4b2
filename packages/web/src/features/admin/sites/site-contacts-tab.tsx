import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES, enumLabel, formatShortDate } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { YesNoController } from '../../../components/choice-controllers';
import { useZodForm } from '../../../lib/forms';
import type { PortalProgram } from '../../../lib/programs';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { ContactTextFields } from '../contact-text-fields';
import { useFocusFirstInvalid } from '../schools/school-detail-form';
import {
  SITE_MEMBER_TYPES,
  siteContactsSchema,
  siteContactsValues,
  siteMemberInput,
} from './site-contacts-values';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminUpdateSiteMembersDocument } from './site-detail.queries';

/**
 * Contacts: the site's Primary and Secondary Point of Contact, each with first name, last name,
 * title (optional), phone, email and whether the person is a supervisor, checked by the domain's
 * site contacts rules (every field but the title required, phones as 123-456-7890, the two
 * emails different). Save Changes replaces the site's contacts with 'Update Successful'.
 */
export function SiteContactsTab({ site }: { program: PortalProgram; site: SiteDetail }) {
  const form = useZodForm(siteContactsSchema(), {
    defaultValues: siteContactsValues(site),
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [save] = useMutation(AdminUpdateSiteMembersDocument, { update: forgetSiteList });
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = form.formState.errors.siteMembers;
  // Role-level rules ('Primary Point of Contact Required', …) have no field of their own.
  const listMessage = errors?.root?.message ?? errors?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    // The server's own field issues show on their fields, as the form's would.
    let answer: SiteDetail | undefined;
    const saved = await saveWithFieldIssues(form, async () => {
      const siteMembers = values.siteMembers.map(siteMemberInput);
      const { data } = await save({ variables: { input: { siteId: site.siteId, siteMembers } } });
      answer = data?.adminUpdateSiteMembers;
    });
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
    // New contacts now have ids: the form starts again from the saved site.
    if (answer) form.reset(siteContactsValues(answer));
  }, onInvalid);

  return (
    <section className="school-tab" aria-labelledby="site-contacts-heading">
      <h3 id="site-contacts-heading">Contacts</h3>
      {site.lastEditedSiteMembers ? (
        <p className="school-edited">Last edited {formatShortDate(site.lastEditedSiteMembers)}</p>
      ) : null}
      <form
        ref={formRef}
        className="form school-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Alert>{serverError ?? listMessage}</Alert>
        {SITE_MEMBER_TYPES.map((type, index) => (
          <fieldset key={type} className="school-contact">
            <legend>{enumLabel('kidsCafeSiteMemberTypes', type)}</legend>
            <ContactTextFields form={form} path={`siteMembers.${index}`} />
            <YesNoController
              control={form.control}
              name={`siteMembers.${index}.isSupervisor`}
              legend="Supervisor"
            />
          </fieldset>
        ))}
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save Changes
        </Button>
      </form>
    </section>
  );
}
