import type { ReactNode } from 'react';
import { formatPhone } from '@portal/domain';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import type { ContactTextValues } from '../../lib/contact-values';
import { useT } from '../../i18n/use-t';
import { fieldProps } from '../../lib/forms';
import { formFieldMessages as m } from './form-fields.messages';
import { formatAsTyped } from './format-as-typed';

/**
 * The five text boxes of one contact of an application form: first and last name, optional job
 * title, phone (written 123-456-7890 once ten digits are typed) and email. `path` names the
 * contact's object in the form.
 */
export function ContactTextFields<T extends FieldValues, O>({
  form,
  path,
}: {
  form: UseFormReturn<T, unknown, O>;
  path: string;
}) {
  // Only the fields of ContactTextValues under `path` are bound.
  const contactForm = form as unknown as UseFormReturn<
    Record<string, ContactTextValues>,
    unknown,
    O
  >;
  const field = (name: keyof ContactTextValues) =>
    fieldProps(contactForm, `${path}.${name}` as `${string}.${keyof ContactTextValues}`);
  const phone = formatAsTyped(field('phone'), formatPhone);
  const t = useT();
  return (
    <div className="form-grid">
      <TextField label={t(m.firstName)} autoComplete="off" {...field('firstName')} />
      <TextField label={t(m.lastName)} autoComplete="off" {...field('lastName')} />
      <TextField label={t(m.jobTitleOptional)} autoComplete="off" {...field('title')} />
      <TextField
        label={t(m.phone)}
        type="tel"
        autoComplete="off"
        hint={t(m.phoneHint)}
        {...phone}
      />
      <TextField label={t(m.email)} type="email" autoComplete="off" {...field('email')} />
    </div>
  );
}

/**
 * One contact of an application form under its legend: its five text boxes (ContactTextFields),
 * then the program's own questions about the contact (`children`).
 */
export function ContactFields<T extends FieldValues, O>({
  form,
  path,
  legend,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  path: string;
  legend: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="contact-fieldset">
      <legend>{legend}</legend>
      <ContactTextFields form={form} path={path} />
      {children}
    </fieldset>
  );
}
