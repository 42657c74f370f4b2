import { useWatch } from 'react-hook-form';
import { displayYear, isEnumValue } from '@portal/domain';
import {
  KIDS_CAFE_CHILDCARE_SITE_TYPE,
  kidsCafeApplicationSchema,
} from '@portal/domain/programs/kids-cafe';
import type { KidsCafeApplication as KidsCafeOutput } from '@portal/domain/programs/kids-cafe';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { OneStepForm, applicationTitle, useApplicationTitle } from '../one-step-form';
import { useOneStepSave } from '../use-one-step-save';
import { AgreementSection } from './agreement-section';
import { ChildcareSection } from './childcare-section';
import { ContactsSection } from './contacts-section';
import type { FormContext } from './form-context';
import { kidsCafeDefaults } from './form-values';
import type { KidsCafeValues } from './form-values';
import { KIDS_CAFE_SAVE } from './save';
import { ServiceSection } from './service-section';
import { SiteSection } from './site-section';
import { useSitePrefill } from './use-site-prefill';

/** 'Kids Cafe Program Application {year}' in English (the form shows useApplicationTitle's). */
export const kidsCafeTitle = applicationTitle;

/**
 * The Kids Cafe form (step-1, spec 2 "Kids Cafe form"): Site Information, Childcare Center
 * Information (childcare sites only), the two points of contact, Site Service Dates and Times
 * with the meals, and the agreement. Save as Draft keeps what is there (the type and the site
 * are needed); Submit Application applies every rule and goes on to the status step.
 */
export function KidsCafeForm({ context }: { context: FormContext }) {
  const { program, application, readOnly, applicationYear } = context;
  const titleOf = useApplicationTitle();
  const saveModeForm = useSaveModeForm<KidsCafeValues, KidsCafeOutput>(
    (mode) => kidsCafeApplicationSchema(mode),
    { defaultValues: kidsCafeDefaults(application, applicationYear) },
  );
  const { form, formRef } = saveModeForm;
  const save = useOneStepSave(
    program,
    form,
    formRef,
    application?.applicationKidsCafeId ?? null,
    KIDS_CAFE_SAVE,
  );
  useSitePrefill(form, application?.site.siteId ?? null, readOnly);
  const [type, siteType] = useWatch({ control: form.control, name: ['type', 'siteType'] });
  const year = isEnumValue('termTypes', type)
    ? displayYear(program, type, applicationYear)
    : applicationYear;
  const title = titleOf(program.name, year);

  return (
    <OneStepForm context={context} title={title} saveModeForm={saveModeForm} save={save}>
      <SiteSection form={form} ownSite={application?.site ?? null} />
      {siteType === KIDS_CAFE_CHILDCARE_SITE_TYPE ? <ChildcareSection form={form} /> : null}
      <ContactsSection form={form} />
      <ServiceSection form={form} program={program} applicationYear={applicationYear} />
      <AgreementSection form={form} application={application} readOnly={readOnly} />
    </OneStepForm>
  );
}
