/** A record id from the route (…/schools/:id, …/districts/:id, …/users/:id): a positive whole number, else null. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
