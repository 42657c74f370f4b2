import { defineMessages } from '../../i18n/define-messages';

/** A Backpack Buddy roster: its table, the Edit Participant dialog and its messages. */
export const teamRosterMessages = defineMessages('components.roster', {
  teamMembers: 'Team members',
  name: 'Name',
  type: 'Type',
  title: 'Title',
  phone: 'Phone',
  email: 'Email',
  actions: 'Actions',
  noParticipants: 'No participants yet.',
  edit: 'Edit',
  delete: 'Delete',
  addParticipant: 'Add Participant',
  editParticipant: 'Edit Participant',
  firstName: 'First Name',
  lastName: 'Last Name',
  jobTitle: 'Job Title',
  jobTitleOptional: 'Job Title (optional)',
  phoneHint: '10 digits, for example 123-456-7890',
  cancel: 'Cancel',
  save: 'Save',
  /** A member's row breaking a rule of one field ('Ana Ruiz: Email Invalid email address'). */
  memberFieldIssue: '{name}: {field} {message}',
  memberIssue: '{name}: {message}',
  // The member types (enum backpackBuddyTeamMemberTypes, by value; the English is the enum's).
  typePrincipal: 'Principal',
  typePrimary: 'Primary Coordinator',
  typeSecondary: 'Secondary Coordinator',
  typeStaff: 'Staff',
  typeVolunteer: 'Volunteer',
});
