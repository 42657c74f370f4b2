import { graphql } from '../../gql';

export const SchoolContactsFieldsFragment = graphql(`
  fragment SchoolContactsFields on SchoolContacts {
    id
    schoolId
    name
    lastEditedTeamMembers
    teamMembers {
      teamMemberId
      type
      firstName
      lastName
      title
      phone
      email
    }
  }
`);

/** School Contacts: the school's Backpack Buddy roster. */
export const SchoolContactsDocument = graphql(`
  query SchoolContacts($schoolId: Int!) {
    schoolContacts(schoolId: $schoolId) {
      ...SchoolContactsFields
    }
  }
`);

/** Save Changes: the roster replaces the school's (the answer refreshes the cached one). */
export const EditSchoolContactsDocument = graphql(`
  mutation EditSchoolContacts($input: EditSchoolContactsInput!) {
    editSchoolContacts(input: $input) {
      ...SchoolContactsFields
    }
  }
`);
