/**
 * The distribution report export, measured in headless Chromium (issue 4, item 9).
 *
 * What runs in the page is what the Export button runs, minus React and the download: the
 * domain's `exportRows` (bundled here with esbuild from packages/domain) over 10,000 students,
 * then exceljs 4.4 (its browser build, dist/exceljs.min.js, the file the app's lazy chunk holds)
 * writing one sheet with the 15 export columns and `writeBuffer`, as lib/spreadsheet.ts does,
 * ending with the Blob that the browser would save. Loading and parsing exceljs is timed apart:
 * the app pays it on the first export of a visit.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserType } from '@playwright/test';
import { heading, kib, table } from './table.ts';
import { formatMs, withTimeout } from './time.ts';

const ROWS = 10_000;
const RUNS = 4;

export type ExportBenchResult =
  | { ok: false; reason: string }
  | {
      ok: true;
      rows: number;
      columns: number;
      libraryLoadMs: number;
      runs: { rowsMs: number; workbookMs: number; totalMs: number; bytes: number }[];
    };

/** 10 schools × 10 months × 100 students, four Friday distributions a month. */
function schoolReports() {
  return Array.from({ length: 10 }, (_, s) => ({
    name: `Bench School ${s + 1}`,
    backpackBuddyId: `BB-${1000 + s}`,
    termMonths: Array.from({ length: 10 }, (_, m) => {
      const month = String(m + 1).padStart(2, '0');
      const dates = [2, 9, 16, 23].map((day, d) => ({
        termMonthDistributionDateId: s * 1000 + m * 10 + d,
        date: `2026-${month}-${String(day).padStart(2, '0')}`,
      }));
      return {
        startDate: `2026-${month}-01`,
        monthlyAllocation: 400,
        distributionDates: dates,
        distributions: Array.from({ length: 100 }, (_, i) => ({
          // Some names start with a formula character, so spreadsheetSafe has work to do.
          studentName: i % 10 === 0 ? `=Student ${i}` : `Student ${s}-${m}-${i}`,
          studentIdNumber: String(100000 + s * 10000 + m * 100 + i),
          testimonial: i % 4 === 0 ? 'Weekend food helps the whole family.' : null,
          distributionDateEntries: dates.map((d) => ({
            termMonthDistributionDateId: d.termMonthDistributionDateId,
            distributionNumber: 1,
          })),
        })),
      };
    }),
  }));
}

/** The domain's export as a script for the page: window.PortalExport.{exportRows,EXPORT_COLUMNS}. */
async function bundleExportRows(repoRoot: string): Promise<string> {
  const { build } = await import('esbuild');
  const entry = path.join(repoRoot, 'packages/domain/src/reports/export-rows.ts');
  const result = await build({
    stdin: {
      contents: `export { exportRows, EXPORT_COLUMNS } from ${JSON.stringify(entry)};`,
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'PortalExport',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

type PageResult = Extract<ExportBenchResult, { ok: true }>['runs'];

export async function measureExportInBrowser(repoRoot: string): Promise<ExportBenchResult> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { ok: false, reason: `no Chromium at ${executablePath}` };
  let excelScript: string;
  try {
    const require = createRequire(path.join(repoRoot, 'packages/web/package.json'));
    excelScript = require.resolve('exceljs/dist/exceljs.min.js');
  } catch {
    return { ok: false, reason: 'exceljs/dist/exceljs.min.js not found (npm ci first)' };
  }
  let chromium: BrowserType;
  let exportScript: string;
  try {
    ({ chromium } = await import('@playwright/test'));
    exportScript = await bundleExportRows(repoRoot);
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'setup failed' };
  }

  let browser: Awaited<ReturnType<BrowserType['launch']>>;
  try {
    browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  } catch (error) {
    return {
      ok: false,
      reason: `Chromium did not start: ${(error as Error).message.split('\n')[0]}`,
    };
  }
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>export bench</title>');
    await page.addScriptTag({ content: exportScript });
    const loadStart = Date.now();
    await page.addScriptTag({ path: excelScript });
    const libraryLoadMs = Date.now() - loadStart;

    const reports = schoolReports();
    const runs: PageResult = await withTimeout(
      page.evaluate(
        async ({ reports, runs }) => {
          type Cell = string | number | null;
          const w = window as unknown as {
            PortalExport: {
              exportRows: (r: unknown) => Record<string, string | number>[];
              EXPORT_COLUMNS: readonly string[];
            };
            ExcelJS: {
              Workbook: new () => {
                addWorksheet: (name: string) => {
                  columns: { header: string; width: number }[];
                  getRow: (n: number) => { font: unknown };
                  addRows: (rows: Cell[][]) => void;
                };
                xlsx: { writeBuffer: () => Promise<ArrayBuffer> };
              };
            };
          };
          const { exportRows, EXPORT_COLUMNS } = w.PortalExport;
          const out = [];
          for (let i = 0; i < runs; i += 1) {
            const t0 = performance.now();
            const rows = exportRows(reports).map((row) =>
              EXPORT_COLUMNS.map((c) => (row[c] === '' ? null : (row[c] as Cell))),
            );
            const t1 = performance.now();
            const workbook = new w.ExcelJS.Workbook();
            const sheet = workbook.addWorksheet('Distribution Reports');
            sheet.columns = EXPORT_COLUMNS.map((header) => ({
              header,
              width: Math.max(10, header.length + 2),
            }));
            sheet.getRow(1).font = { bold: true };
            sheet.addRows(rows);
            const buffer = await workbook.xlsx.writeBuffer();
            const blob = new Blob([buffer], {
              type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            });
            const t2 = performance.now();
            out.push({ rowsMs: t1 - t0, workbookMs: t2 - t1, totalMs: t2 - t0, bytes: blob.size });
          }
          return out;
        },
        { reports, runs: RUNS },
      ),
      180_000,
      'the export did not finish within 180 s',
    );
    return { ok: true, rows: ROWS, columns: 15, libraryLoadMs, runs };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function printExportInBrowser(result: ExportBenchResult): void {
  console.log(heading('Export of 10,000 rows in Chromium (headless)'));
  if (!result.ok) {
    console.log(`  skipped: ${result.reason}`);
    return;
  }
  console.log(
    '  measures, inside the page: exportRows of the domain (spreadsheetSafe included) over ' +
      `${result.rows.toLocaleString('en-US')} students, then exceljs writing one sheet of ` +
      `${result.columns} columns (writeBuffer) into a Blob, as the Export button does; not ` +
      'included: React, the click handler and the browser saving the file.',
  );
  console.log(
    `  exceljs.min.js load and parse (paid on the first export): ${formatMs(result.libraryLoadMs)}\n`,
  );
  console.log(
    table(
      ['run', 'rows ms', 'workbook ms', 'total ms', 'file'],
      result.runs.map((r, i) => [
        i === 0 ? '1 (cold)' : String(i + 1),
        String(Math.round(r.rowsMs)),
        String(Math.round(r.workbookMs)),
        String(Math.round(r.totalMs)),
        kib(r.bytes),
      ]),
      ['left', 'right', 'right', 'right', 'right'],
    ),
  );
}

export function exportSummaryLine(result: ExportBenchResult): string {
  if (!result.ok) return `export in Chromium: skipped (${result.reason})`;
  const [first, ...rest] = result.runs;
  return (
    `export in Chromium ${result.rows.toLocaleString('en-US')} rows: first ${formatMs(first?.totalMs ?? 0)}, ` +
    `then median ${formatMs(median(rest.map((r) => r.totalMs)))} (exportRows + exceljs writeBuffer), ` +
    `exceljs load ${formatMs(result.libraryLoadMs)}`
  );
}
