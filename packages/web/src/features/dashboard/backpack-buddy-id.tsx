import { RichText } from '../../i18n/rich-text';
import { useT } from '../../i18n/use-t';
import { reportsMessages } from './reports.messages';

/** 'Backpack Buddy ID: BB-042' (the ID in bold), 'None' for a school without one. */
export function BackpackBuddyId({ id }: { id: string | null | undefined }) {
  const t = useT();
  return (
    <p>
      <RichText
        message={reportsMessages.backpackBuddyId}
        values={{ id: id ?? t(reportsMessages.none) }}
        elements={[<strong />]}
      />
    </p>
  );
}
