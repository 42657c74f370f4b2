import { useMutation } from '@apollo/client/react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import type { TeachersAidStepTwo } from '@portal/domain/programs/teachers-aid';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormFooter } from '../../../components/form-footer';
import type { Message } from '../../../i18n/define-messages';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
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
import { teachersAidRosterMessages as r } from './roster.messages';
import { teachersAidMessages as m } from './teachers-aid.messages';

const FIELD_LABELS: Record<string, Message> = {
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  title: r.jobTitle,
  proxyTeacher: r.proxyTeacher,
  numStudentsTaughtPerYear: r.studentsPerYear,
};

type Translate = (message: Message, values?: Record<string, unknown>) => string;

/**
 * The roster's messages after a failed attempt: the list's own, then each teacher's ('Ann Lee
 * (Email): Email must be unique'), in the screen's language (`t` for the field names,
 * `translate` for the domain's messages).
 */
export function rosterMessages(
  errors: FieldErrors<StepTwoValues>['teachers'],
  teachers: readonly TeacherValues[],
  t: Translate,
  translate: (text: string) => string,
): string[] {
  if (!errors) return [];
  const messages = new Set<string>();
  if (errors.message) messages.add(translate(errors.message));
  if (errors.root?.message) messages.add(translate(errors.root.message));
  if (Array.isArray(errors)) {
    errors.forEach((error: unknown, index: number) => {
      if (!error || typeof error !== 'object') return;
      for (const [field, fieldError] of Object.entries(error as Record<string, unknown>)) {
        const message = (fieldError as { message?: string } | undefined)?.message;
        const teacher = teachers[index];
        const name = teacher
          ? `${teacher.firstName} ${teacher.lastName}`
          : t(m.teacherNumber, { number: String(index + 1) });
        const label = FIELD_LABELS[field];
        if (message) {
          messages.add(
            t(m.rosterMessage, {
              name,
              field: label ? t(label) : field,
              message: translate(message),
            }),
          );
        }
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
  const t = useT();
  const translate = useTranslateMessage();
  const messages = rosterMessages(form.formState.errors.teachers, teachers, t, translate);

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
        <legend className="visually-hidden">{t(m.teacherRoster)}</legend>
        <section className="form-section" aria-labelledby="teacher-roster-heading">
          <h3 id="teacher-roster-heading">{t(m.teacherRoster)}</h3>
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
          <h3 id="background-heading">{t(m.backgroundVerification)}</h3>
          <CheckboxField
            label={t(m.certifyTeachers)}
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
