import type { ReactNode } from 'react';
import { formatPhone } from '@portal/domain';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { fieldProps } from '../../lib/forms';

/** The five text boxes of an application's contact. */
export type ContactTextValues = {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  email: string;
};

/**
 * One contact of an application form under its legend: first and last name, optional job title,
 * phone (written 123-456-7890 once ten digits are typed) and email, then the program's own
 * questions about the contact (`children`). `path` names the contact's object in the form.
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
  // The fieldset binds only the fields of ContactTextValues under `path`.
  const contactForm = form as unknown as UseFormReturn<
    Record<string, ContactTextValues>,
    unknown,
    O
  >;
  const field = (name: keyof ContactTextValues) =>
    fieldProps(contactForm, `${path}.${name}` as `${string}.${keyof ContactTextValues}`);
  const phone = field('phone');
  return (
    <fieldset className="contact-fieldset">
      <legend>{legend}</legend>
      <div className="form-grid">
        <TextField label="First Name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="off" {...field('lastName')} />
        <TextField label="Job Title (optional)" autoComplete="off" {...field('title')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          hint="10 digits, for example 123-456-7890"
          {...phone}
          onChange={(event) => {
            const formatted = formatPhone(event.target.value);
            if (formatted !== event.target.value) event.target.value = formatted;
            return phone.onChange(event);
          }}
        />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      </div>
      {children}
    </fieldset>
  );
}
