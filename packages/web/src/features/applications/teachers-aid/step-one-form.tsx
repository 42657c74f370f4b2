import { useMutation, useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import type { TeachersAidStepOne } from '@portal/domain/programs/teachers-aid';
import { FormFooter } from '../../../components/form-footer';
import { useT } from '../../../i18n/use-t';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { ApplicationTypeSection } from '../application-type-section';
import { stepPath } from '../application-paths';
import { showServerIssues, useSaveStep } from '../use-save-step';
import { SchoolInformationSection } from '../school-information-section';
import { TeachersAidInProgressDocument } from './application.queries';
import { SaveTeachersAidStepOneDocument } from './save.queries';
import type { StepContext } from './step-context';
import {
  ContactSection,
  InitialSchoolSection,
  SchoolCountsSection,
  StaffDemographicsSection,
} from './step-one-sections';
import { stepOneDefaults, stepOneFormSchema, stepOneInput } from './step-one-values';
import type { StepOneValues } from './step-one-values';
import { teachersAidMessages as m } from './teachers-aid.messages';
import { useTeachersAidPrefill } from './use-school-prefill';
import { refetchAfterSave } from './refetch-after-save';

/**
 * Step 1 (spec 2 "Teachers Aid form"): Application Type, Initial School Information, School
 * Selection, School Information, Staff Demographics, Site Coordinator and Principal. Next saves
 * and goes to step-2/{id}; Save as Draft keeps what is there (the term and the school needed).
 * Another educator's open application of the school hides the rest and the save buttons.
 */
export function StepOneForm({ context }: { context: StepContext }) {
  const { program, application, terms, config, readOnly } = context;
  const t = useT();
  const applicationId = application?.applicationTeachersAidId ?? null;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    StepOneValues,
    TeachersAidStepOne
  >((mode) => stepOneFormSchema(mode, { terms, config }), {
    defaultValues: stepOneDefaults(application),
  });
  const [saveStepOne] = useMutation(SaveTeachersAidStepOneDocument);
  const saveStep = useSaveStep();

  useTeachersAidPrefill(form, application?.school.schoolId ?? null, readOnly);
  const [schoolId, termId] = useWatch({ control: form.control, name: ['schoolId', 'termId'] });
  const inProgress = useQuery(TeachersAidInProgressDocument, {
    variables: { schoolId: Number(schoolId), termId: Number(termId), exceptId: applicationId },
    skip: readOnly || !schoolId || !termId,
    fetchPolicy: 'network-only',
  });
  const notice =
    !readOnly && schoolId && termId ? inProgress.data?.applicationInProgressTeachersAid : null;

  const onValid = (values: TeachersAidStepOne, mode: SaveMode) =>
    saveStep(
      mode,
      async () => {
        const { data } = await saveStepOne({
          variables: { input: stepOneInput(values, mode === 'draft', applicationId) },
          refetchQueries: (result) =>
            refetchAfterSave(
              result.data?.saveTeachersAidApplicationStepOne.applicationTeachersAidId,
            ),
          awaitRefetchQueries: true,
        });
        return data?.saveTeachersAidApplicationStepOne.applicationTeachersAidId ?? null;
      },
      (id) => stepPath(program, 'step-2', id),
      showServerIssues(form, formRef),
    );

  return (
    <form
      ref={formRef}
      className="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!notice) submitWith('submit', onValid);
      }}
    >
      <fieldset className="form-fieldset" disabled={readOnly}>
        <legend className="visually-hidden">
          {t(m.applicationTitle, { year: String(context.termYear) })}
        </legend>
        <ApplicationTypeSection form={form} terms={terms} programName={program.name} />
        <InitialSchoolSection form={form} />
        <SchoolInformationSection
          form={form}
          heading={t(m.schoolSelection)}
          program={program}
          ownSchool={application?.school}
          inProgress={notice}
          notForElementary={MESSAGES.notForElementary}
          freshSchoolList
        />
        {notice ? null : (
          <>
            <SchoolCountsSection form={form} />
            <StaffDemographicsSection form={form} />
            <ContactSection form={form} contact="siteCoordinator" />
            <ContactSection form={form} contact="principal" />
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
        onSaveDraft={() => submitWith('draft', onValid)}
        hideSave={Boolean(notice)}
        error={showMissing ? MESSAGES.missingRequiredFields : null}
      />
    </form>
  );
}
