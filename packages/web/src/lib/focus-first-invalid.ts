/**
 * Focuses the first invalid control (and says whether there was one) of a form in reading order: any element marked
 * aria-invalid, or one that stands for an invalid group without a control of its own
 * (`data-invalid-focus`, such as the roster's Add Participant button).
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const target = root?.querySelector<HTMLElement>(
    '[aria-invalid="true"]:not(:disabled), [data-invalid-focus="true"]',
  );
  target?.focus();
  return Boolean(target);
}
