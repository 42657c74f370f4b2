/**
 * Teachers Aid screen texts that messages.ts (@portal/domain) does not hold yet. The title is
 * the spec's pattern ('School Market Program Application {year}') for Teachers Aid.
 */
export const teachersAidApplicationTitle = (termYear: number | string) =>
  `Teachers Aid Program Application ${termYear}`;
