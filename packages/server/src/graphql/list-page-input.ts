import { listPageRequestSchema, type ListPageRequest } from '@portal/domain';
import type { ListPageInput } from './generated/resolvers.ts';
import { parseInput } from './errors.ts';

/**
 * An admin list's ListPageInput as the domain's page request (lowercase direction), refused
 * with a clear message when over a maximum (page size, search length, number of filters).
 */
export function listPageRequest(input: ListPageInput | null | undefined): ListPageRequest {
  const request = {
    search: input?.search ?? null,
    sort: input?.sort ?? null,
    direction: input?.direction === 'DESC' ? 'desc' : input?.direction === 'ASC' ? 'asc' : null,
    filters: input?.filters ?? null,
    offset: input?.offset ?? null,
    limit: input?.limit ?? null,
  };
  return parseInput(listPageRequestSchema, request) as ListPageRequest;
}
