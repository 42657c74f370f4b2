import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { schoolLabel } from './holder-choices';
import type { HolderChoice } from './holder-choices';
import type { UserHolder } from './user-holders';
import { AdminSchoolOptionsDocument, AdminSiteOptionsDocument } from './users.queries';

const NONE: readonly HolderChoice[] = [];

/**
 * Every live school (or, in the Kids Cafe area, every live site) for the pickers, plus the
 * account's own (so their names show while the list loads), and the label of an id. Only the
 * holder's options are asked for.
 */
export function useHolderChoices(holder: UserHolder, own: readonly HolderChoice[]) {
  const isSite = holder.kind === 'site';
  const schools = useQuery(AdminSchoolOptionsDocument, { skip: isSite });
  const sites = useQuery(AdminSiteOptionsDocument, { skip: !isSite });
  const schoolOptions = schools.data?.adminSchoolOptions;
  const siteOptions = sites.data?.adminSiteOptions;
  const options = useMemo<readonly HolderChoice[] | undefined>(
    () =>
      isSite
        ? siteOptions?.map((site) => ({ id: site.siteId, label: site.name }))
        : schoolOptions?.map((school) => ({ id: school.schoolId, label: schoolLabel(school) })),
    [isSite, schoolOptions, siteOptions],
  );
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
  const error = isSite ? sites.error : schools.error;
  return { choices, labelOf, failed: !options && Boolean(error) };
}
