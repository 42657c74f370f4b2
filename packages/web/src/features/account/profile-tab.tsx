import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES, profileSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ErrorBlock } from '../../components/error-block';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/current-user';
import type { CurrentUser } from '../../lib/current-user';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { CurrentUserDocument } from '../../lib/session.queries';
import { toast } from '../../lib/toast-store';
import { accountMessages } from './account.messages';
import { EditProfileDocument } from './account.queries';

/** My Account → Profile: first name, last name, email and phone of the signed-in educator. */
export function ProfileTab() {
  const user = useCurrentUser();
  const t = useT();
  return (
    <section aria-labelledby="account-profile-heading">
      <h3 id="account-profile-heading">{t(accountMessages.profile)}</h3>
      {user ? <ProfileForm user={user} /> : <ErrorBlock headingLevel={3} />}
    </section>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useT();
  const form = useZodForm(profileSchema, {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? '',
    },
  });
  const [editProfile] = useMutation(EditProfileDocument);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The schema's output is normalised: names trimmed, phone as 123-456-7890 or null.
      await editProfile({
        variables: { input: values },
        refetchQueries: [{ query: CurrentUserDocument }],
        awaitRefetchQueries: true,
      });
      toast.success(MESSAGES.updateSuccessful);
      form.reset({ ...values, phone: values.phone ?? '' });
    } catch (error) {
      setServerError(firstErrorMessage(error));
    }
  });

  return (
    <>
      <Alert>{serverError}</Alert>
      <form className="form account-profile-form" noValidate onSubmit={onSubmit}>
        <div className="form-row">
          <TextField
            label={t(accountMessages.firstName)}
            autoComplete="given-name"
            {...fieldProps(form, 'firstName')}
          />
          <TextField
            label={t(accountMessages.lastName)}
            autoComplete="family-name"
            {...fieldProps(form, 'lastName')}
          />
        </div>
        <TextField
          label={t(accountMessages.email)}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
        />
        <TextField
          label={t(accountMessages.phone)}
          type="tel"
          autoComplete="tel-national"
          hint={t(accountMessages.phoneHint)}
          {...fieldProps(form, 'phone')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t(accountMessages.save)}
        </Button>
      </form>
    </>
  );
}
