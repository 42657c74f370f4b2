import { EXPORT_FILE_NAME } from '@portal/domain';
import { SpreadsheetExportButton } from '../../components/export-button';
import { useT } from '../../i18n/use-t';
import { exportSheet } from './export-sheet';
import { reportsMessages } from './reports.messages';
import type { OpenSchoolReport } from './report-types';

/**
 * Export: the reports on screen as distribution-reports.xlsx, written in the browser. `load`
 * gives the schools with their students (those on screen, or loaded on click for the summary
 * of All School Sites); absent while there is nothing to export.
 */
export function ExportButton({
  load,
}: {
  load: (() => OpenSchoolReport[] | Promise<OpenSchoolReport[]>) | undefined;
}) {
  const t = useT();
  return (
    <SpreadsheetExportButton
      fileName={`${EXPORT_FILE_NAME}.xlsx`}
      sheet={async () => exportSheet(load ? await load() : [])}
      disabled={!load}
      label={t(reportsMessages.export)}
    />
  );
}
