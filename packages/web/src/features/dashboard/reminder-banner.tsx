import { useQuery } from '@apollo/client/react';
import { hasBannerText } from '@portal/domain';
import { ReminderBanner as Banner } from '../../components/reminder-banner';
import { BackpackBuddyNotificationDocument } from './notification.queries';

/** The 'Reminder' banner, shown when the program's notification has text. */
export function ReminderBanner() {
  const { data } = useQuery(BackpackBuddyNotificationDocument);
  const text = data?.notification?.text;
  if (!hasBannerText(text)) return null;
  return <Banner text={text.trim()} />;
}
