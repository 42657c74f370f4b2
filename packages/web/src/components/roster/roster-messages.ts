import { rosterIssues, teamMemberSchema } from '@portal/domain/programs/backpack-buddy';
import type { SaveMode } from '@portal/domain';
import type { MemberValues } from './member-values';

/** The fields a member's message may name ('Ana Ruiz: Email Invalid email address'). */
export type RosterField = 'firstName' | 'lastName' | 'type' | 'title' | 'phone' | 'email';

const FIELDS: readonly string[] = ['firstName', 'lastName', 'type', 'title', 'phone', 'email'];
const isRosterField = (key: string): key is RosterField => FIELDS.includes(key);

/**
 * One message under the roster: a rule of the roster ('Principal Required'), or a member's row
 * breaking a participant rule, with the member and the field. `text` is the domain's message
 * (English); TeamRoster words it in the screen's language.
 */
export interface RosterMessage {
  text: string;
  /** The member: their name, or their type when they have no name yet. */
  member?: { name: string; type: string };
  field?: RosterField;
}

/**
 * What shows under the roster after an attempt to save: the roster's own rules ('Principal
 * Required', 'Primary Coordinator Required', 'Email must be unique', …; a draft does not need
 * the leads) and any member whose row breaks the participant rules. Each message once.
 */
export function rosterMessages(members: readonly MemberValues[], mode: SaveMode): RosterMessage[] {
  const messages: RosterMessage[] = rosterIssues(members, {
    requireLeads: mode === 'submit',
  }).map((i) => ({ text: i.message }));
  members.forEach((member) => {
    const result = teamMemberSchema.safeParse(member);
    if (result.success) return;
    const name = `${member.firstName} ${member.lastName}`.trim();
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      messages.push({
        text: issue.message,
        member: { name, type: member.type },
        field: isRosterField(key) ? key : undefined,
      });
    }
  });
  const seen = new Set<string>();
  return messages.filter((message) => {
    const who = message.member ? message.member.name || message.member.type : '';
    const key = JSON.stringify([message.text, who, message.field]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
