import { useMutation } from '@apollo/client/react';
import { COUNT_MAX_DIGITS, MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import type { StepTwo } from '@portal/domain/programs/backpack-buddy';
import { CheckboxField } from '../../../components/checkbox-field';
import { CheckboxGroupController, YesNoController } from '../../../components/choice-controllers';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import type { Message } from '../../../i18n/define-messages';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { stepPath } from '../application-paths';
import { useTranslatedOptions } from '../use-option-labels';
import { useSaveStep } from '../use-save-step';
import { backpackBuddyMessages as m } from './backpack-buddy-application.messages';
import { SaveBackpackBuddyStepTwoDocument } from './save.queries';
import type { BackpackBuddyApplication, StepContext } from './step-context';
import { stepTwoDefaults, stepTwoFormSchema, stepTwoInput } from './step-two-values';
import type { StepTwoValues } from './step-two-values';
import { refetchAfterSave } from './refetch-after-save';

const COUNT_INPUT = {
  inputMode: 'numeric',
  maxLength: COUNT_MAX_DIGITS,
  autoComplete: 'off',
} as const;

const QUESTIONS: Record<
  'willHelpMediaEvents' | 'willDistributeInfo' | 'emailSecondaryCoordinator',
  Message
> = {
  willHelpMediaEvents: m.willHelpMediaEvents,
  willDistributeInfo: m.willDistributeInfo,
  emailSecondaryCoordinator: m.emailSecondaryCoordinator,
};

/** Step 2: Allotment Information, Background Verification and the school's commitments. */
export function StepTwoForm({
  context,
  application,
}: {
  context: StepContext;
  application: BackpackBuddyApplication;
}) {
  const { program, readOnly } = context;
  const applicationId = application.applicationBackpackBuddyId;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    StepTwoValues,
    StepTwo
  >(stepTwoFormSchema, { defaultValues: stepTwoDefaults(application) });
  const interests = useTranslatedOptions('programInterests');
  const t = useT();
  const translate = useTranslateMessage();
  const [saveStepTwo] = useMutation(SaveBackpackBuddyStepTwoDocument);
  const saveStep = useSaveStep();

  const onValid = (values: StepTwo, mode: SaveMode) =>
    saveStep(
      mode,
      async () => {
        const { data } = await saveStepTwo({
          variables: { input: stepTwoInput(values, mode === 'draft', applicationId) },
          refetchQueries: refetchAfterSave(applicationId),
          awaitRefetchQueries: true,
        });
        return data?.saveApplicationStepTwo.applicationBackpackBuddyId ?? null;
      },
      (id) => stepPath(program, 'step-3', id),
    );

  const yesNo = (name: keyof typeof QUESTIONS) => (
    <YesNoController control={form.control} name={name} legend={t(QUESTIONS[name])} />
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
          {translate(MESSAGES.programApplicationContinued)}
        </legend>
        <section className="form-section" aria-labelledby="allotment-heading">
          <h3 id="allotment-heading">{t(m.allotmentInformation)}</h3>
          <div className="form-grid">
            <TextField
              label={t(m.totalEnrollment)}
              {...COUNT_INPUT}
              {...fieldProps(form, 'numTotalEnrollment')}
            />
            <TextField
              label={t(m.freeLunch)}
              {...COUNT_INPUT}
              {...fieldProps(form, 'numFreeLunch')}
            />
            <TextField
              label={t(m.reducedLunch)}
              {...COUNT_INPUT}
              {...fieldProps(form, 'numReducedLunch')}
            />
          </div>
        </section>
        <section className="form-section" aria-labelledby="background-heading">
          <h3 id="background-heading">{t(m.backgroundVerification)}</h3>
          <CheckboxField
            label={t(m.backgroundCertification)}
            {...fieldProps(form, 'certififedVerification')}
          />
        </section>
        <section className="form-section" aria-labelledby="commitments-heading">
          <h3 id="commitments-heading">{t(m.interestsAndCommitments)}</h3>
          <CheckboxGroupController
            control={form.control}
            name="programInterests"
            legend={t(m.programInterests)}
            options={interests}
          />
          {yesNo('willHelpMediaEvents')}
          {yesNo('willDistributeInfo')}
          {yesNo('emailSecondaryCoordinator')}
        </section>
      </fieldset>
      <FormFooter
        steps={program.steps}
        step="step-2"
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
