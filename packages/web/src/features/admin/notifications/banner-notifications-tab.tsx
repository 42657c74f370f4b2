import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  MESSAGES,
  NOTIFICATION_TEXT_MAX,
  bannerNotificationFormSchema,
  formatShortDate,
  hasBannerText,
  type BannerNotificationFormInput,
} from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { ReminderBanner } from '../../../components/reminder-banner';
import { TextareaField } from '../../../components/textarea-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import type { SettingsTabProps } from '../settings/settings-types';
import type { AdminNotificationFieldsFragment } from '../../../gql/graphql';
import { AdminEditNotificationDocument, AdminNotificationDocument } from './notifications.queries';
import './notifications.css';

const TOO_LONG = MESSAGES.maxLength(NOTIFICATION_TEXT_MAX);

/**
 * Program Settings → Banner Notifications ({programUrl}/settings/notifications, spec 3 §2): the
 * text of the Reminder banner educators see in their dashboard area (at most 5000 characters;
 * an empty text shows no banner), with a character count, Save ('Update Successful') and a
 * preview of the banner as educators see it.
 */
export function BannerNotificationsTab({ program }: SettingsTabProps) {
  const { data, error } = useQuery(AdminNotificationDocument, {
    variables: { program: program.programEnum },
  });
  const notification = data?.adminNotification;
  const headingId = useId();
  return (
    <section className="settings-section banner-notifications" aria-labelledby={headingId}>
      <h3 id={headingId}>Banner Notifications</h3>
      {notification && notification.program === program.programEnum ? (
        <BannerForm key={notification.text} notification={notification} />
      ) : error ? (
        <ErrorBlock headingLevel={3} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function BannerForm({ notification }: { notification: AdminNotificationFieldsFragment }) {
  const saved: BannerNotificationFormInput = { text: notification.text };
  const form = useZodForm(bannerNotificationFormSchema, { defaultValues: saved });
  const [edit] = useMutation(AdminEditNotificationDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const previewId = useId();

  const text = form.watch('text') ?? '';
  const tooLong = text.length > NOTIFICATION_TEXT_MAX;
  const { error: formError, ...textField } = fieldProps(form, 'text');
  const error = formError ?? (tooLong ? TOO_LONG : undefined);
  const changed = text.trim() !== notification.text;

  const onSubmit = form.handleSubmit(async ({ text: value }) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () =>
      edit({ variables: { notificationId: notification.notificationId, text: value } }),
    );
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
  });

  return (
    <>
      {notification.lastEdited ? (
        <p className="banner-notifications-edited">
          {`Last edited ${formatShortDate(notification.lastEdited)}`}
          {notification.lastEditedBy ? ` by ${notification.lastEditedBy}` : ''}
        </p>
      ) : null}
      <form
        className="form settings-form banner-notifications-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Alert>{serverError}</Alert>
        <TextareaField
          label="Banner Text"
          rows={6}
          hint={`${text.length.toLocaleString('en-US')} of ${NOTIFICATION_TEXT_MAX.toLocaleString('en-US')} characters. Leave empty to show no banner.`}
          error={error}
          {...textField}
        />
        {/* The limit is announced when it is crossed, not at every keystroke. */}
        <p className="visually-hidden" aria-live="polite">
          {tooLong ? TOO_LONG : ''}
        </p>
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!changed}>
          Save
        </Button>
      </form>
      <section className="banner-notifications-preview" aria-labelledby={previewId}>
        <h4 id={previewId}>Preview</h4>
        {hasBannerText(text) ? (
          <ReminderBanner text={text.trim()} headingLevel={5} />
        ) : (
          <p>No banner: educators see none while the text is empty.</p>
        )}
      </section>
    </>
  );
}
