import { partnerServicesApplicationSchema } from '@portal/domain/programs/partner-services';
import type { PartnerServicesApplication as PartnerServicesOutput } from '@portal/domain/programs/partner-services';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { OneStepForm, useApplicationTitle } from '../one-step-form';
import { useOneStepSave } from '../use-one-step-save';
import { AgreementSection } from './agreement-section';
import { ContactsSection } from './contacts-section';
import type { FormContext } from './form-context';
import { partnerServicesDefaults } from './form-values';
import type { PartnerServicesValues } from './form-values';
import { OrganizationSection } from './organization-section';
import { PARTNER_SERVICES_SAVE } from './save';
import { ServicesSection } from './services-section';
import { StorageSection } from './storage-section';
import { useOrganizationPrefill } from './use-organization-prefill';

/**
 * The Partner Services form (step-1): Organization Information (one of the caller's
 * organizations or a new agency), the two points of contact, Services and Hours, Storage and
 * Food Safety, and the agreement. Save as Draft keeps what is there; Submit Application applies
 * every rule and goes on to the status step.
 */
export function PartnerServicesForm({ context }: { context: FormContext }) {
  const { program, application, readOnly, applicationYear } = context;
  const titleOf = useApplicationTitle();
  const saveModeForm = useSaveModeForm<PartnerServicesValues, PartnerServicesOutput>(
    (mode) => partnerServicesApplicationSchema(mode),
    { defaultValues: partnerServicesDefaults(application, applicationYear) },
  );
  const { form, formRef } = saveModeForm;
  const save = useOneStepSave(
    program,
    form,
    formRef,
    application?.applicationPartnerServicesId ?? null,
    PARTNER_SERVICES_SAVE,
  );
  useOrganizationPrefill(form, application?.organization.organizationId ?? null, readOnly);

  return (
    <OneStepForm
      context={context}
      title={titleOf(program.name, applicationYear)}
      saveModeForm={saveModeForm}
      save={save}
    >
      <OrganizationSection form={form} own={application?.organization ?? null} />
      <ContactsSection form={form} />
      <ServicesSection form={form} />
      <StorageSection form={form} />
      <AgreementSection form={form} submittedAt={application?.submittedAt} />
    </OneStepForm>
  );
}
