import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only journeys (issue 20 item 3): a person who uses no mouse. Every control is reached
 * with Tab (or Shift+Tab) from where the focus is, and used with the keys a keyboard user has:
 * typing, Space for checkboxes and radios, arrow keys inside radio groups and selects, Enter for
 * links and buttons. No click, no fill, no check, no selectOption, no focus() from a script.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 200, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  await expect(target).toBeVisible();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < max; i += 1) {
    if (
      await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      )
    ) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/**
 * Tabs to a text box, clears it with the keyboard and types the value; `shown` is what the box
 * then holds when it reformats what is typed (a phone number, an EIN).
 */
export async function typeInto(page: Page, target: Locator, value: string, shown = value) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (value) await page.keyboard.type(value);
  await expect(target).toHaveValue(shown);
}

/** Tabs to a checkbox and ticks it with Space (if it is not ticked already). */
export async function tick(page: Page, target: Locator) {
  await tabTo(page, target);
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/**
 * Chooses a radio button: Tab reaches the group's chosen (or first) radio, arrow keys move the
 * choice (they also select), Space selects the one focused.
 */
export async function chooseRadio(page: Page, group: Locator, option: Locator) {
  // Tab enters the group on its chosen radio (or its first): anywhere inside the group will do.
  await tabTo(page, group);
  const radios = group.getByRole('radio');
  const count = await radios.count();
  for (let i = 0; i <= count; i += 1) {
    if (await option.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

/**
 * Chooses a <select> option by its label: Tab to the select, then ArrowDown/ArrowUp until the
 * option is selected (a closed select changes its value with the arrow keys in Chromium).
 */
export async function chooseOption(page: Page, select: Locator, label: string) {
  // Options that load after an earlier choice (a district's schools) are waited for first.
  await expect(select.locator('option', { hasText: label }).first()).toBeAttached();
  await tabTo(page, select);
  const labels = await select.locator('option').allTextContents();
  const want = labels.findIndex((text) => text.trim() === label);
  if (want < 0)
    throw new Error(`No option "${label}" in ${select.toString()}: ${labels.join(', ')}`);
  for (let i = 0; i < labels.length + 1; i += 1) {
    const index = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
    if (index === want) break;
    await page.keyboard.press(index < want ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Tabs to a button or link and presses Enter. */
export async function press(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * A file input reached with Tab and opened with Space or Enter: the browser's file chooser is
 * the operating system's dialog, answered here with the file.
 */
export async function uploadWithKeyboard(page: Page, trigger: Locator, file: string) {
  await tabTo(page, trigger);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
}
