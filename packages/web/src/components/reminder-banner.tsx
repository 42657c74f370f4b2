import { useId } from 'react';
import { MESSAGES } from '@portal/domain';
import { useTranslateMessage } from '../i18n/use-t';
import './reminder-banner.css';

/**
 * The 'Reminder' banner (spec 1 §2, spec 2 §2) showing a program's notification text: what
 * educators see at the top of their dashboard area, and the admin's preview of it on Program
 * Settings → Banner Notifications. Line breaks of the text are kept. The text is the admin's, in
 * the words the admin wrote; the heading follows the screen's language.
 */
export function ReminderBanner({
  text,
  headingLevel = 2,
}: {
  text: string;
  /** The heading's level where the banner sits (2 in the dashboard area). */
  headingLevel?: 2 | 3 | 4 | 5;
}) {
  const translate = useTranslateMessage();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="reminder-banner" aria-labelledby={headingId}>
      <Heading id={headingId}>{translate(MESSAGES.reminder)}</Heading>
      <p>{text}</p>
    </section>
  );
}
