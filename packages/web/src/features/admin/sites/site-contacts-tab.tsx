import { useMutation } from '@apollo/client/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { YesNoController } from '../../../components/choice-controllers';
import { HolderContactsTab } from '../holders/holder-contacts-tab';
import type { HolderTabProps } from '../holders/holder-detail-page';
import {
  SITE_MEMBER_TYPES,
  siteContactsSchema,
  siteContactsValues,
  siteMemberInput,
} from './site-contacts-values';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminUpdateSiteMembersDocument } from './site-detail.queries';

/**
 * Contacts: the site's Primary and Secondary Point of Contact, each with first name, last name,
 * title (optional), phone, email and whether the person is a supervisor, checked by the domain's
 * site contacts rules (every field but the title required, phones as 123-456-7890, the two
 * emails different). Save Changes replaces the site's contacts with 'Update Successful'.
 */
export function SiteContactsTab({ holder: site }: HolderTabProps<SiteDetail>) {
  const [save] = useMutation(AdminUpdateSiteMembersDocument, { update: forgetSiteList });
  return (
    <HolderContactsTab
      field="siteMembers"
      types="kidsCafeSiteMemberTypes"
      roles={SITE_MEMBER_TYPES}
      schema={siteContactsSchema()}
      defaultValues={siteContactsValues(site)}
      lastEdited={site.lastEditedSiteMembers}
      extraFields={(form, path) => (
        <YesNoController
          control={form.control}
          name={`${path}.isSupervisor` as FieldPath<FieldValues>}
          legend="Supervisor"
        />
      )}
      save={async (members) => {
        const siteMembers = members.map(siteMemberInput);
        const { data } = await save({ variables: { input: { siteId: site.siteId, siteMembers } } });
        return data ? siteContactsValues(data.adminUpdateSiteMembers) : undefined;
      }}
    />
  );
}
