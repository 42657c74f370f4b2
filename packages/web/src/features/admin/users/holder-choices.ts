import { searchMatcher } from '@portal/domain';

/** A school ('Name (District)') or a Kids Cafe site (its name) as the picker offers it. */
export type HolderChoice = { id: number; label: string };

export function schoolLabel(school: { name: string; districtName?: string | null }): string {
  return school.districtName ? `${school.name} (${school.districtName})` : school.name;
}

/** The most choices the picker lists at once; typing narrows the rest. */
export const MAX_SHOWN_CHOICES = 50;

/**
 * The choices matching the typed text (lowercased, trimmed, literal, like every search of the
 * console), leaving out the ones chosen in other rows; at most `limit`, and the count of all.
 */
export function matchingChoices(
  choices: readonly HolderChoice[],
  text: string,
  taken: ReadonlySet<number>,
  limit = MAX_SHOWN_CHOICES,
): { shown: HolderChoice[]; total: number } {
  const matches = searchMatcher(text);
  const shown: HolderChoice[] = [];
  let total = 0;
  for (const choice of choices) {
    if (taken.has(choice.id) || !matches(choice.label.toLowerCase())) continue;
    total += 1;
    if (shown.length < limit) shown.push(choice);
  }
  return { shown, total };
}
