/**
 * Writing an .xlsx file on the page without holding it up: the writer's steps of 1,000 rows
 * (spreadsheet-xlsx.ts) with a turn of the event loop between two, so that the page repaints
 * (the Export button's progress) and answers input while a long export is written. Loaded on the
 * first export (lib/spreadsheet.ts imports it lazily). Measured against a Web Worker, this was
 * faster on every run (docs/decisions.md, "Exports written without exceljs").
 */
import { xlsxSteps } from './spreadsheet-xlsx';
import type { SheetData } from './spreadsheet-xlsx';

export type WriteOptions = {
  /** Called after each step with the share of rows written, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

type Scheduler = { yield?: () => Promise<void> };

/** Lets the browser run what waits (paint, input) before going on: scheduler.yield or a task. */
function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The .xlsx file of the sheets, as the byte chunks of a Blob. */
export async function writeXlsx(
  sheets: readonly SheetData[],
  { onProgress }: WriteOptions = {},
): Promise<Uint8Array[]> {
  const steps = xlsxSteps(sheets);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
    await nextTurn();
  }
}
