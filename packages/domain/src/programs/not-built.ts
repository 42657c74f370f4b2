/**
 * The marker of a piece of a program module that is not built yet (ARCHITECTURE.md "Programs as
 * modules"). Registries are `Record<ProgramKey, …>` with no `Partial`: where a program lacks a
 * piece, its entry says so with `notBuilt(why)`, and code that needs the piece checks `isBuilt`.
 * Every layer (domain, server, web) uses this one marker.
 */
export interface NotBuilt {
  readonly notBuilt: true;
  /** What is missing and where it will come from (an issue, a spec section). */
  readonly reason: string;
}

export function notBuilt(reason: string): NotBuilt {
  return { notBuilt: true, reason };
}

export function isNotBuilt(part: unknown): part is NotBuilt {
  return (
    typeof part === 'object' &&
    part !== null &&
    'notBuilt' in part &&
    (part as { notBuilt: unknown }).notBuilt === true
  );
}

/** The piece when it is built; narrows `T | NotBuilt` to `T`. */
export function isBuilt<T>(part: T | NotBuilt): part is Exclude<T, NotBuilt> {
  return !isNotBuilt(part);
}
