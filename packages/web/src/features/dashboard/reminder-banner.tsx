import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@portal/domain';
import { BackpackBuddyNotificationDocument } from './notification.queries';

/** The 'Reminder' banner, shown when the program's notification has text. */
export function ReminderBanner() {
  const { data } = useQuery(BackpackBuddyNotificationDocument);
  const text = data?.notification?.text.trim();
  if (!text) return null;
  return (
    <section className="reminder-banner" aria-labelledby="reminder-heading">
      <h2 id="reminder-heading">{MESSAGES.reminder}</h2>
      <p>{text}</p>
    </section>
  );
}
