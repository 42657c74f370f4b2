import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { MESSAGES, agreementParties } from '@portal/domain';
import { backpackBuddyAgreement, principalOf } from '@portal/domain/programs/backpack-buddy';
import type { SaveMode } from '@portal/domain';
import type { StepThree, StepThreeInput } from '@portal/domain/programs/backpack-buddy';
import { AgreementView } from '../../../components/agreement-view';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../lib/forms';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { stepPath } from '../application-paths';
import { useSaveStep } from '../use-save-step';
import { SignatureSlot } from '../signature-slot';
import { SaveBackpackBuddyStepThreeDocument } from './save.queries';
import type { BackpackBuddyApplication, StepContext } from './step-context';
import { stepThreeDefaults, stepThreeFormSchema, stepThreeInput } from './step-three-values';
import { refetchAfterSave } from './refetch-after-save';

/**
 * Step 3: the program agreement and its memorandum (the domain's texts, filled with the school
 * and dated as the API says), a typed name and an I Agree box under each signed section, and for
 * an educator who edits, Verify Principal Email.
 */
export function StepThreeForm({
  context,
  application,
}: {
  context: StepContext;
  application: BackpackBuddyApplication;
}) {
  const { program, readOnly, isAdmin } = context;
  const applicationId = application.applicationBackpackBuddyId;
  const principalEmail = principalOf(application.school.teamMembersBackpackBuddy)?.email;
  const verify = !isAdmin && !readOnly;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    StepThreeInput,
    StepThree
  >((mode) => stepThreeFormSchema(mode, { required: verify, principalEmail }), {
    defaultValues: stepThreeDefaults(application),
  });
  const [saveStepThree] = useMutation(SaveBackpackBuddyStepThreeDocument);
  const saveStep = useSaveStep();

  const documents = useMemo(
    () =>
      backpackBuddyAgreement({
        parties: agreementParties(
          application.school,
          application,
          principalEmail,
          application.agreement.date,
        ),
        version: application.agreement.version === 'older' ? 'older' : 'newer',
      }),
    [application, principalEmail],
  );

  const onValid = (values: StepThree, mode: SaveMode) =>
    saveStep(
      mode,
      async () => {
        const { data } = await saveStepThree({
          variables: { input: stepThreeInput(values, mode === 'draft', applicationId, verify) },
          refetchQueries: refetchAfterSave(applicationId),
          awaitRefetchQueries: true,
        });
        return data?.saveApplicationStepThree.applicationBackpackBuddyId ?? null;
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
        <legend className="visually-hidden">{MESSAGES.programApplicationAgreement}</legend>
        <AgreementView
          documents={documents}
          headingLevel={3}
          scrollable={false}
          signatures={
            readOnly
              ? { mode: 'read-only', values: application }
              : {
                  mode: 'edit',
                  render: (index, section) => (
                    <SignatureSlot form={form} index={index} section={section} />
                  ),
                }
          }
        />
        {verify ? (
          <section className="form-section" aria-labelledby="verify-principal-heading">
            <h3 id="verify-principal-heading">Principal Verification</h3>
            <TextField
              label="Verify Principal Email"
              type="email"
              autoComplete="off"
              hint="The email address of the principal on your team roster (step 1). We will email them a link to e-sign this application."
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
