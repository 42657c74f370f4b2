import type { ApolloCache } from '@apollo/client';

/**
 * After a district is added, renamed, archived or restored, the lists that show districts (this
 * console's list and the school profile's district dropdown) are dropped from the cache, so
 * they load afresh when next shown.
 */
export function forgetDistrictLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminDistricts' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminDistrictsPage' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'allDistricts' });
}
