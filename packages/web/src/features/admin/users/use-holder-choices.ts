import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { schoolLabel } from './holder-choices';
import type { HolderChoice } from './holder-choices';
import type { UserHolder } from './user-holders';
import {
  AdminOrganizationOptionsDocument,
  AdminSchoolOptionsDocument,
  AdminSiteOptionsDocument,
} from './users.queries';

const NONE: readonly HolderChoice[] = [];

/**
 * Every live school (in the Kids Cafe area every live site, in the Partner Services area every
 * live organization) for the pickers, plus the account's own (so their names show while the
 * list loads), and the label of an id. Only the holder's options are asked for.
 */
export function useHolderChoices(holder: UserHolder, own: readonly HolderChoice[]) {
  const { kind } = holder;
  const schools = useQuery(AdminSchoolOptionsDocument, { skip: kind !== 'school' });
  const sites = useQuery(AdminSiteOptionsDocument, { skip: kind !== 'site' });
  const organizations = useQuery(AdminOrganizationOptionsDocument, {
    skip: kind !== 'organization',
  });
  const schoolOptions = schools.data?.adminSchoolOptions;
  const siteOptions = sites.data?.adminSiteOptions;
  const organizationOptions = organizations.data?.adminOrganizationOptions;
  const options = useMemo<readonly HolderChoice[] | undefined>(() => {
    if (kind === 'site') return siteOptions?.map((s) => ({ id: s.siteId, label: s.name }));
    if (kind === 'organization') {
      return organizationOptions?.map((o) => ({ id: o.organizationId, label: o.name }));
    }
    return schoolOptions?.map((school) => ({ id: school.schoolId, label: schoolLabel(school) }));
  }, [kind, schoolOptions, siteOptions, organizationOptions]);
  const choices = options ?? NONE;
  const labels = useMemo(() => {
    const map = new Map<number, string>();
    own.forEach((choice) => map.set(choice.id, choice.label));
    choices.forEach((choice) => map.set(choice.id, choice.label));
    return map;
  }, [own, choices]);
  const labelOf = useCallback(
    (id: number) => labels.get(id) ?? `${holder.noun} ${id}`,
    [labels, holder],
  );
  const error = { school: schools.error, site: sites.error, organization: organizations.error }[
    kind
  ];
  return { choices, labelOf, failed: !options && Boolean(error) };
}
