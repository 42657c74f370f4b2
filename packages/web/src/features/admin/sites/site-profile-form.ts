import { useState } from 'react';
import type { AdminSiteProfile } from '@portal/domain/programs/kids-cafe';
import { useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { useFocusFirstInvalid } from '../schools/school-detail-form';
import type { SiteProfileForm } from './site-profile-fields';
import { siteProfileSchema, type SiteProfileValues } from './site-profile-values';

/**
 * A Site Profile form (the tab's and Add a Site's): the domain's Site Profile rules, then `save`
 * with the checked values. A refusal of the server shows its field issues on their fields and
 * its message in `serverError`; the first invalid field gets the focus, after the form's own
 * check or the server's.
 */
export function useSiteProfileForm(
  defaultValues: SiteProfileValues,
  /** Resolves when saved; throws (the mutation's error) when refused. */
  save: (values: AdminSiteProfile, form: SiteProfileForm) => Promise<void>,
) {
  const form: SiteProfileForm = useZodForm(siteProfileSchema(), {
    defaultValues,
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () => save(values, form));
    if (!saved.ok) {
      setServerError(saved.message);
      onInvalid();
    }
  }, onInvalid);

  return { form, formRef, serverError, onSubmit };
}
