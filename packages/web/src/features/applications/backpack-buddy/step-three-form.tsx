import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { MESSAGES, agreementParties } from '@portal/domain';
import { spanishAgreements } from '@portal/domain/agreements/spanish';
import { backpackBuddyAgreement, principalOf } from '@portal/domain/programs/backpack-buddy';
import type { SaveMode } from '@portal/domain';
import type { StepThree, StepThreeInput } from '@portal/domain/programs/backpack-buddy';
import { AgreementView } from '../../../components/agreement-view';
import { FormFooter } from '../../../components/form-footer';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
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
import { backpackBuddyMessages as m } from './backpack-buddy-application.messages';

/**
 * Step 3: the program agreement and its memorandum (the domain's texts, filled with the school
 * and dated as the API says; on a Spanish page their Spanish, the English binding), a typed
 * name and an I Agree box under each signed section, and for an educator who edits, Verify
 * Principal Email.
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
  const t = useT();
  const translate = useTranslateMessage();

  const { documents, spanish } = useMemo(() => {
    const parties = agreementParties(
      application.school,
      application,
      principalEmail,
      application.agreement.date,
    );
    const english = backpackBuddyAgreement({
      parties,
      version: application.agreement.version === 'older' ? 'older' : 'newer',
    });
    // The Spanish courtesy text of the same documents; the English stays the binding one.
    return { documents: english, spanish: spanishAgreements(english, { parties }) };
  }, [application, principalEmail]);

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
        <legend className="visually-hidden">
          {translate(MESSAGES.programApplicationAgreement)}
        </legend>
        <AgreementView
          documents={documents}
          spanish={spanish}
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
