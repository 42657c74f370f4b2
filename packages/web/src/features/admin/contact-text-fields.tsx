import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { fieldProps } from '../../lib/forms';

/**
 * The five text boxes of one contact on an admin's Contacts tab (a school's pairs, a site's
 * points of contact): first name, last name, title (optional), phone and email. `path` names the
 * contact's object in the form ('teamMembers.0').
 */
export function ContactTextFields<T extends FieldValues, O>({
  form,
  path,
}: {
  form: UseFormReturn<T, unknown, O>;
  path: string;
}) {
  const field = (name: string) => fieldProps(form, `${path}.${name}` as FieldPath<T>);
  return (
    <div className="form-grid">
      <TextField label="First Name" autoComplete="off" {...field('firstName')} />
      <TextField label="Last Name" autoComplete="off" {...field('lastName')} />
      <TextField label="Title" hint="Optional" autoComplete="off" {...field('title')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        hint="10 digits, for example 123-456-7890"
        {...field('phone')}
      />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
    </div>
  );
}
