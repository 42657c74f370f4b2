import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { MESSAGES, agreementParties } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import { teachersAidAgreement } from '@portal/domain/programs/teachers-aid';
import type {
  TeachersAidStepThree,
  TeachersAidStepThreeInput,
} from '@portal/domain/programs/teachers-aid';
import { spanishAgreements } from '@portal/domain/agreements/spanish';
import { AgreementView } from '../../../components/agreement-view';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { stepPath } from '../application-paths';
import { useSaveStep } from '../use-save-step';
import { SaveTeachersAidStepThreeDocument } from './save.queries';
import { TeachersAidSignatureSlot, signatureRecord } from './signature-slot';
import type { StepContext, TeachersAidApplication } from './step-context';
import { stepThreeDefaults, stepThreeFormSchema, stepThreeInput } from './step-three-values';
import { refetchAfterSave } from './refetch-after-save';
import { teachersAidMessages as m } from './teachers-aid.messages';

/**
 * Step 3 (spec 2 "Teachers Aid form"): the Teachers Aid agreement and the School Programs
 * memorandum (the domain's texts, filled with the school and dated as the API says), a typed
 * name and an I Agree box under each signed section (program rules, agreement,
 * nondiscrimination), and for an educator who edits, Verify Principal Email. Submit Application
 * submits (PENDING_PRINCIPAL: the principal is emailed the link) and goes to the status step.
 */
export function StepThreeForm({
  context,
  application,
}: {
  context: StepContext;
  application: TeachersAidApplication;
}) {
  const { program, readOnly, isAdmin } = context;
  const t = useT();
  const applicationId = application.applicationTeachersAidId;
  const principalEmail = application.school.principal?.email;
  const verify = !isAdmin && !readOnly;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    TeachersAidStepThreeInput,
    TeachersAidStepThree
  >((mode) => stepThreeFormSchema(mode, { required: verify, principalEmail }), {
    defaultValues: stepThreeDefaults(application),
  });
  const [saveStepThree] = useMutation(SaveTeachersAidStepThreeDocument);
  const saveStep = useSaveStep();

  const { documents, spanish } = useMemo(() => {
    const parties = agreementParties(
      application.school,
      application,
      principalEmail,
      application.agreement.date,
    );
    const english = teachersAidAgreement({
      parties,
      version: application.agreement.version === 'older' ? 'older' : 'newer',
    });
    // The Spanish courtesy text of the same documents; the English stays the binding one.
    return { documents: english, spanish: spanishAgreements(english, { parties }) };
  }, [application, principalEmail]);

  const onValid = (values: TeachersAidStepThree, mode: SaveMode) =>
    saveStep(
      mode,
      async () => {
        const { data } = await saveStepThree({
          variables: { input: stepThreeInput(values, mode === 'draft', applicationId, verify) },
          refetchQueries: refetchAfterSave(applicationId),
          awaitRefetchQueries: true,
        });
        return data?.saveTeachersAidApplicationStepThree.applicationTeachersAidId ?? null;
      },
      (id) => stepPath(program, 'status', id),
    );

  return (
    <form
      ref={formRef}
      className="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitWith('submit', onValid);
      }}
    >
      <fieldset className="form-fieldset" disabled={readOnly}>
        <legend className="visually-hidden">{t(m.agreements)}</legend>
        <AgreementView
          documents={documents}
          spanish={spanish}
          headingLevel={3}
          scrollable={false}
          signatures={
            readOnly
              ? { mode: 'read-only', values: signatureRecord(application) }
              : {
                  mode: 'edit',
                  render: (index, section) => (
                    <TeachersAidSignatureSlot form={form} index={index} section={section} />
                  ),
                }
          }
        />
        {verify ? (
          <section className="form-section" aria-labelledby="verify-principal-heading">
            <h3 id="verify-principal-heading">{t(m.principalVerification)}</h3>
            <TextField
              label={t(m.verifyPrincipalEmail)}
              type="email"
              autoComplete="off"
              hint={t(m.verifyPrincipalEmailHint)}
              {...fieldProps(form, 'verifyPrincipalEmail')}
            />
          </section>
        ) : null}
      </fieldset>
      <FormFooter
        steps={program.steps}
        step="step-3"
        readOnly={readOnly}
        submitting={saving}
        hrefFor={context.hrefFor}
        exitTo={context.exitTo}
        onSaveDraft={() => submitWith('draft', onValid)}
        error={showMissing ? MESSAGES.missingRequiredFields : null}
      />
    </form>
  );
}
