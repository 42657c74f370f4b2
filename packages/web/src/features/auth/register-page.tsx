import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, registerFormSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { toast } from '../../lib/toast-store';
import { useSignIn } from '../../lib/use-sign-in';
import { RegisterDocument } from './auth.queries';

export function RegisterPage() {
  const form = useZodForm(registerFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const [register] = useMutation(RegisterDocument);
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    // The schema's output is already normalised (names trimmed, phone as 123-456-7890).
    const { firstName, lastName, phone, email, password } = values;
    try {
      const { data } = await register({
        variables: { input: { firstName, lastName, phone, email, password } },
      });
      if (data) {
        toast.success(MESSAGES.registrationSuccessful);
        await signIn();
      }
    } catch (error) {
      setServerError(firstErrorMessage(error));
    }
  });

  return (
    <>
      <title>Register | Partner Portal</title>
      <h1>Register</h1>
      <Alert>{serverError}</Alert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="form-row">
          <TextField
            label="First Name"
            autoComplete="given-name"
            {...fieldProps(form, 'firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            {...fieldProps(form, 'lastName')}
          />
        </div>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          hint="10 digits, for example 123-456-7890"
          {...fieldProps(form, 'phone')}
        />
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters with one uppercase letter"
          {...fieldProps(form, 'password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirmPassword')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Register
        </Button>
      </form>
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      </p>
    </>
  );
}
