import { useMutation } from '@apollo/client/react';
import { COUNT_MAX_DIGITS, MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import type { StepTwo } from '@portal/domain/programs/backpack-buddy';
import { CheckboxField } from '../../../components/checkbox-field';
import { CheckboxGroupController, YesNoController } from '../../../components/choice-controllers';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { stepPath } from '../application-paths';
import { useSaveStep } from '../use-save-step';
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

const QUESTIONS = {
  willHelpMediaEvents:
    'Will your school help with media events about Backpack Buddy (for example a news story or a donor visit)?',
  willDistributeInfo:
    'Will your school share food bank information (flyers about food resources) with families?',
  emailSecondaryCoordinator: 'Should program emails also be sent to your Secondary Coordinator?',
} as const;

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
  const interests = useEnumOptions('programInterests');
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
    <YesNoController control={form.control} name={name} legend={QUESTIONS[name]} />
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
        <legend className="visually-hidden">{MESSAGES.programApplicationContinued}</legend>
        <section className="form-section" aria-labelledby="allotment-heading">
          <h3 id="allotment-heading">Allotment Information</h3>
          <div className="form-grid">
            <TextField
              label="Total Enrollment"
              {...COUNT_INPUT}
              {...fieldProps(form, 'numTotalEnrollment')}
            />
            <TextField
              label="Students Eligible for Free Lunch"
              {...COUNT_INPUT}
              {...fieldProps(form, 'numFreeLunch')}
            />
            <TextField
              label="Students Eligible for Reduced Lunch"
              {...COUNT_INPUT}
              {...fieldProps(form, 'numReducedLunch')}
            />
          </div>
        </section>
        <section className="form-section" aria-labelledby="background-heading">
          <h3 id="background-heading">Background Verification</h3>
          <CheckboxField
            label="I certify that every staff member and volunteer who will handle Backpack Buddy food or work with participating students has passed the background check required by our school or district."
            {...fieldProps(form, 'certififedVerification')}
          />
        </section>
        <section className="form-section" aria-labelledby="commitments-heading">
          <h3 id="commitments-heading">Program Interests and Commitments</h3>
          <CheckboxGroupController
            control={form.control}
            name="programInterests"
            legend="Which other food bank programs would your school like to learn about? (optional)"
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
