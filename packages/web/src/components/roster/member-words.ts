import { enumLabel } from '@portal/domain';
import type { Message } from '../../i18n/define-messages';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { useEnumOptions } from '../../lib/current-user';
import type { SelectOption } from '../select-field';
import type { RosterField, RosterMessage } from './roster-messages';
import { teamRosterMessages as m } from './roster.messages';

/** The member types by enum value (backpackBuddyTeamMemberTypes); the English is the enum's. */
export const MEMBER_TYPE_MESSAGES: Readonly<Record<string, Message>> = {
  PRINCIPAL: m.typePrincipal,
  PRIMARY: m.typePrimary,
  SECONDARY: m.typeSecondary,
  STAFF: m.typeStaff,
  VOLUNTEER: m.typeVolunteer,
};

const FIELD_MESSAGES: Record<RosterField, Message> = {
  firstName: m.firstName,
  lastName: m.lastName,
  type: m.type,
  title: m.jobTitle,
  phone: m.phone,
  email: m.email,
};

/** A member type's label in the screen's language (the domain's label for an unknown one). */
export function useMemberTypeLabel(): (value: string) => string {
  const t = useT();
  return (value) => {
    const message = MEMBER_TYPE_MESSAGES[value];
    return message ? t(message) : enumLabel('backpackBuddyTeamMemberTypes', value);
  };
}

/** The member types as the server lists them (its order and values), labelled as above. */
export function useMemberTypeOptions(): SelectOption[] {
  const options = useEnumOptions('backpackBuddyTeamMemberTypes');
  const label = useMemberTypeLabel();
  return options.map((option) => ({
    value: option.value,
    label: MEMBER_TYPE_MESSAGES[option.value] ? label(option.value) : option.label,
  }));
}

/** A roster message in the screen's language ('Ana Ruiz: Email Invalid email address'). */
export function useRosterMessageText(): (message: RosterMessage) => string {
  const t = useT();
  const translate = useTranslateMessage();
  const typeLabel = useMemberTypeLabel();
  return ({ text, member, field }) => {
    const message = translate(text);
    if (!member) return message;
    const name = member.name || typeLabel(member.type);
    return field
      ? t(m.memberFieldIssue, { name, field: t(FIELD_MESSAGES[field]), message })
      : t(m.memberIssue, { name, message });
  };
}
