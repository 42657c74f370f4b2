import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { SchoolMarketApplication as SchoolMarketOutput } from '@portal/domain/programs/school-market';
import { FormFooter } from '../../../components/form-footer';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { SchoolInformationSection } from '../school-information-section';
import { AgreementSection } from './agreement-section';
import { SchoolMarketInProgressDocument } from './application.queries';
import { ApplicationTypeSection } from './application-type-section';
import { ContactsSection } from './contacts-section';
import { EnrollmentSection } from './enrollment-section';
import type { FormContext } from './form-context';
import { schoolMarketDefaults, schoolMarketFormSchema } from './form-values';
import type { SchoolMarketValues } from './form-values';
import { MarketSection } from './market-section';
import { useSaveApplication } from './use-save-application';
import { schoolMarketMessages as m } from './school-market.messages';
import { useSchoolMarketPrefill } from './use-school-prefill';

/**
 * The School Market form (step-1, spec 2 "School Market form"): Application Type, School
 * Information, School Demographics, Market Information, Contacts and the agreement. Save as
 * Draft keeps what is there (the term and the school are needed); Submit Application applies
 * every rule and goes on to the status step.
 */
export function SchoolMarketForm({ context }: { context: FormContext }) {
  const { program, application, terms, config, readOnly } = context;
  const t = useT();
  const translate = useTranslateMessage();
  const applicationId = application?.applicationSchoolMarketId ?? null;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    SchoolMarketValues,
    SchoolMarketOutput
  >((mode) => schoolMarketFormSchema(mode, { terms, config }), {
    defaultValues: schoolMarketDefaults(application),
  });
  const save = useSaveApplication(program, form, formRef, applicationId);

  useSchoolMarketPrefill(form, application?.school.schoolId ?? null, readOnly);
  const [schoolId, termId] = useWatch({ control: form.control, name: ['schoolId', 'termId'] });
  const inProgress = useQuery(SchoolMarketInProgressDocument, {
    variables: { schoolId: Number(schoolId), termId: Number(termId), exceptId: applicationId },
    skip: readOnly || !schoolId || !termId,
    fetchPolicy: 'network-only',
  });
  const notice =
    !readOnly && schoolId && termId ? inProgress.data?.applicationInProgressSchoolMarket : null;

  return (
    <form
      ref={formRef}
      className="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!notice) submitWith('submit', save);
      }}
    >
      <fieldset className="form-fieldset" disabled={readOnly}>
        <legend className="visually-hidden">
          {translate(MESSAGES.schoolMarketApplicationTitle(context.termYear))}
        </legend>
        <ApplicationTypeSection form={form} terms={terms} programName={program.name} />
        <SchoolInformationSection
          form={form}
          heading={t(m.schoolInformation)}
          program={program}
          ownSchool={application?.school}
          inProgress={notice}
          notForElementary={MESSAGES.schoolMarketNotForElementary}
          freshSchoolList
        />
        {notice ? null : (
          <>
            <EnrollmentSection form={form} />
            <MarketSection form={form} terms={terms} />
            <ContactsSection form={form} />
            <AgreementSection form={form} application={application} readOnly={readOnly} />
          </>
        )}
      </fieldset>
      <FormFooter
        steps={program.steps}
        step="step-1"
        readOnly={readOnly}
        submitting={saving}
        hrefFor={context.hrefFor}
        exitTo={context.exitTo}
        onSaveDraft={() => submitWith('draft', save)}
        hideSave={Boolean(notice)}
        error={showMissing ? MESSAGES.missingRequiredFields : null}
      />
    </form>
  );
}
