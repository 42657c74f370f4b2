import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { MESSAGES, formatPhone } from '@portal/domain';
import { teacherSchema } from '@portal/domain/programs/teachers-aid';
import type { Teacher } from '@portal/domain/programs/teachers-aid';
import { Button } from '../../../components/button';
import { CheckboxGroupController } from '../../../components/choice-controllers';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { useOptionLabels } from './option-labels';
import { teachersAidRosterMessages as r } from './roster.messages';
import { BLANK_TEACHER, emailTaken, teacherFromSchema } from './teacher-values';
import type { TeacherValues } from './teacher-values';

/**
 * Add Teacher / Edit Teacher (spec 2 §5 "Teacher roster"): first name, last name and email
 * required, phone validated when given, the email not another teacher's on the roster ('Email
 * must be unique'). The save button is blocked while the dialog shows errors.
 */
export function TeacherDialog({
  teachers,
  index,
  onSave,
  onClose,
}: {
  teachers: readonly TeacherValues[];
  /** The teacher being edited, or null to add one. */
  index: number | null;
  onSave: (teacher: TeacherValues) => void;
  onClose: () => void;
}) {
  const resolver: Resolver<TeacherValues, unknown, Teacher> = async (values, context, options) => {
    const resolve = zodResolver(teacherSchema() as never) as unknown as Resolver<
      TeacherValues,
      unknown,
      Teacher
    >;
    const result = await resolve(values, context, options);
    if (result.errors.email || !emailTaken(teachers, values.email, index)) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        email: { type: 'custom', message: MESSAGES.emailMustBeUnique },
      },
    };
  };
  const form = useForm<TeacherValues, unknown, Teacher>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: index === null ? BLANK_TEACHER : (teachers[index] ?? BLANK_TEACHER),
  });
  const t = useT();
  const { options } = useOptionLabels();
  const grades = options('gradesTaught', useEnumOptions('gradesTaught'));
  const subjects = options('subjectsTaught', useEnumOptions('subjectsTaught'));
  const blocked = form.formState.isSubmitted && Object.keys(form.formState.errors).length > 0;
  const title = t(index === null ? r.addTeacher : r.editTeacher);
  const phone = fieldProps(form, 'phone');

  const onSubmit = form.handleSubmit((teacher) =>
    onSave({ ...teacherFromSchema(teacher), teacherId: teacher.teacherId ?? null }),
  );

  return (
    <Modal title={title} onClose={onClose} size="wide">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          // The dialog is portalled out of the step's form, but React still bubbles the event.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <div className="form-row">
          <TextField
            label={t(r.firstName)}
            autoComplete="off"
            data-autofocus
            {...fieldProps(form, 'firstName')}
          />
          <TextField label={t(r.lastName)} autoComplete="off" {...fieldProps(form, 'lastName')} />
        </div>
        <div className="form-row">
          <TextField
            label={t(r.email)}
            type="email"
            autoComplete="off"
            {...fieldProps(form, 'email')}
          />
          <TextField
            label={t(r.phoneOptional)}
            type="tel"
            autoComplete="off"
            hint={t(r.phoneHint)}
            {...phone}
            onChange={(event) => {
              const formatted = formatPhone(event.target.value);
              if (formatted !== event.target.value) event.target.value = formatted;
              return phone.onChange(event);
            }}
          />
        </div>
        <div className="form-row">
          <TextField
            label={t(r.jobTitleOptional)}
            autoComplete="off"
            {...fieldProps(form, 'title')}
          />
          <TextField
            label={t(r.proxyTeacherOptional)}
            autoComplete="off"
            {...fieldProps(form, 'proxyTeacher')}
          />
        </div>
        <TextField
          label={t(r.studentsTaughtOptional)}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          {...fieldProps(form, 'numStudentsTaughtPerYear')}
        />
        <CheckboxGroupController
          control={form.control}
          name="gradesTaught"
          legend={t(r.gradesTaughtOptional)}
          options={grades}
          columns
        />
        <CheckboxGroupController
          control={form.control}
          name="subjectsTaught"
          legend={t(r.subjectsTaughtOptional)}
          options={subjects}
          columns
        />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t(r.cancel)}
          </Button>
          <Button type="submit" disabled={blocked}>
            {t(index === null ? r.addTeacher : r.save)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
