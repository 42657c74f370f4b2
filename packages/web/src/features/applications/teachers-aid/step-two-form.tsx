import { useMutation } from '@apollo/client/react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import type { TeachersAidStepTwo } from '@portal/domain/programs/teachers-aid';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormFooter } from '../../../components/form-footer';
import { fieldProps } from '../../../lib/forms';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { stepPath } from '../application-paths';
import { useSaveStep } from '../use-save-step';
import { SaveTeachersAidStepTwoDocument } from './save.queries';
import type { StepContext, TeachersAidApplication } from './step-context';
import { TeacherRoster } from './teacher-roster';
import { stepTwoDefaults, stepTwoFormSchema, stepTwoInput } from './teacher-values';
import type { StepTwoValues, TeacherValues } from './teacher-values';
import { refetchAfterSave } from './refetch-after-save';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  title: 'Job Title',
  proxyTeacher: 'Proxy Teacher',
  numStudentsTaughtPerYear: 'Students Per Year',
};

/** The roster's messages after a failed attempt: the list's own, then each teacher's. */
export function rosterMessages(
  errors: FieldErrors<StepTwoValues>['teachers'],
  teachers: readonly TeacherValues[],
): string[] {
  if (!errors) return [];
  const messages = new Set<string>();
  if (errors.message) messages.add(errors.message);
  if (errors.root?.message) messages.add(errors.root.message);
  if (Array.isArray(errors)) {
    errors.forEach((error: unknown, index: number) => {
      if (!error || typeof error !== 'object') return;
      for (const [field, fieldError] of Object.entries(error as Record<string, unknown>)) {
        const message = (fieldError as { message?: string } | undefined)?.message;
        const teacher = teachers[index];
        const name = teacher ? `${teacher.firstName} ${teacher.lastName}` : `Teacher ${index + 1}`;
        if (message) messages.add(`${name} (${FIELD_LABELS[field] ?? field}): ${message}`);
      }
    });
  }
  return [...messages];
}

/**
 * Step 2 (spec 2 "Teachers Aid form"): the teacher roster ('Teachers Required' when empty on
 * Next) and the background verification box. Next saves the whole roster and goes to step-3.
 */
export function StepTwoForm({
  context,
  application,
}: {
  context: StepContext;
  application: TeachersAidApplication;
}) {
  const { program, readOnly } = context;
  const applicationId = application.applicationTeachersAidId;
  const { form, formRef, submitWith, showMissing, saving } = useSaveModeForm<
    StepTwoValues,
    TeachersAidStepTwo
  >(stepTwoFormSchema, { defaultValues: stepTwoDefaults(application) });
  const { fields, append, update, remove } = useFieldArray({
    control: form.control,
    name: 'teachers',
  });
  const teachers = useWatch({ control: form.control, name: 'teachers' });
  const [saveStepTwo] = useMutation(SaveTeachersAidStepTwoDocument);
  const saveStep = useSaveStep();
  const messages = rosterMessages(form.formState.errors.teachers, teachers);

  const onValid = (values: TeachersAidStepTwo, mode: SaveMode) =>
    saveStep(
      mode,
      async () => {
        const { data } = await saveStepTwo({
          variables: { input: stepTwoInput(values, mode === 'draft', applicationId) },
          refetchQueries: refetchAfterSave(applicationId),
          awaitRefetchQueries: true,
        });
        return data?.saveTeachersAidApplicationStepTwo.applicationTeachersAidId ?? null;
      },
      (id) => stepPath(program, 'step-3', id),
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
        <legend className="visually-hidden">Teacher Roster</legend>
        <section className="form-section" aria-labelledby="teacher-roster-heading">
          <h3 id="teacher-roster-heading">Teacher Roster</h3>
          <TeacherRoster
            fields={fields}
            teachers={teachers}
            readOnly={readOnly}
            messages={messages}
            onAdd={(added) => {
              append(added);
              if (form.formState.isSubmitted) void form.trigger('teachers');
            }}
            onUpdate={(index, teacher) => {
              update(index, teacher);
              if (form.formState.isSubmitted) void form.trigger('teachers');
            }}
            onRemove={(index) => {
              remove(index);
              if (form.formState.isSubmitted) void form.trigger('teachers');
            }}
          />
        </section>
        <section className="form-section" aria-labelledby="background-heading">
          <h3 id="background-heading">Background Verification</h3>
          <CheckboxField
            label="I certify that the teachers listed are staff of this school eligible for Teachers Aid (principals, assistant principals, counselors, CIS representatives and teachers)."
            {...fieldProps(form, 'certififedVerification')}
          />
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
