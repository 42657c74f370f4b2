import { useWatch } from 'react-hook-form';
import { MESSAGES, displayYear, isEnumValue } from '@portal/domain';
import {
  KIDS_CAFE_CHILDCARE_SITE_TYPE,
  kidsCafeApplicationSchema,
} from '@portal/domain/programs/kids-cafe';
import type { KidsCafeApplication as KidsCafeOutput } from '@portal/domain/programs/kids-cafe';
import { FormFooter } from '../../../components/form-footer';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { AgreementSection } from './agreement-section';
import { ChildcareSection } from './childcare-section';
import { ContactsSection } from './contacts-section';
import type { FormContext } from './form-context';
import { kidsCafeDefaults } from './form-values';
import type { KidsCafeValues } from './form-values';
import { ServiceSection } from './service-section';
import { SiteSection } from './site-section';
import { useSaveApplication } from './use-save-application';
import { useSitePrefill } from './use-site-prefill';

/** One form step: the footer has no Go Back and no Next. */
const noOtherStep = () => null;

/** 'Kids Cafe Program Application {year}', the year as displayed for the chosen type. */
export function kidsCafeTitle(programName: string, year: number): string {
  return `${programName} ${MESSAGES.programApplicationTitle(year)}`;
}

/**
 * The Kids Cafe form (step-1, spec 2 "Kids Cafe form"): Site Information, Childcare Center
 * Information (childcare sites only), the two points of contact, Site Service Dates and Times
 * with the meals, and the agreement. Save as Draft keeps what is there (the type and the site
 * are needed); Submit Application applies every rule and goes on to the status step.
 */
export function KidsCafeForm({ context }: { context: FormContext }) {
  const { program, application, readOnly, applicationYear } = context;
  const applicationId = application?.applicationKidsCafeId ?? null;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    KidsCafeValues,
    KidsCafeOutput
  >((mode) => kidsCafeApplicationSchema(mode), {
    defaultValues: kidsCafeDefaults(application, applicationYear),
  });
  const save = useSaveApplication(program, form, formRef, applicationId);
  useSitePrefill(form, application?.site.siteId ?? null, readOnly);
  const [type, siteType] = useWatch({ control: form.control, name: ['type', 'siteType'] });
  const title = kidsCafeTitle(
    program.name,
    isEnumValue('termTypes', type) ? displayYear(program, type, applicationYear) : applicationYear,
  );

  return (
    <>
      <h2 className="application-title">{title}</h2>
      {context.notice ? (
        <p className="alert alert-info" role="status">
          {context.notice}
        </p>
      ) : null}
      <form
        ref={formRef}
        className="application-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitWith('submit', save);
        }}
      >
        <fieldset className="form-fieldset" disabled={readOnly}>
          <legend className="visually-hidden">{title}</legend>
          <SiteSection form={form} ownSite={application?.site ?? null} />
          {siteType === KIDS_CAFE_CHILDCARE_SITE_TYPE ? <ChildcareSection form={form} /> : null}
          <ContactsSection form={form} />
          <ServiceSection form={form} program={program} applicationYear={applicationYear} />
          <AgreementSection form={form} application={application} readOnly={readOnly} />
        </fieldset>
        <FormFooter
          steps={program.steps}
          step="step-1"
          readOnly={readOnly}
          submitting={saving}
          hrefFor={noOtherStep}
          exitTo={context.exitTo}
          onSaveDraft={() => submitWith('draft', save)}
          error={showMissing ? MESSAGES.missingRequiredFields : null}
        />
      </form>
    </>
  );
}
