import { useCallback } from 'react';
import { useFormat } from '../../i18n/format';
import type { MonthSummary } from './report-types';

type Labelled = Pick<MonthSummary, 'termMonthFormatted' | 'startDate'>;

/**
 * A term month's name in the screen's language: the server's termMonthFormatted ('January
 * 2026') in English, the month of its start date in Spanish ('enero de 2026').
 */
export function useMonthLabel(): (month: Labelled) => string {
  const format = useFormat();
  return useCallback(
    (month: Labelled) => {
      const match = /^(\d{4})-(\d{2})/.exec(month.startDate);
      if (format.language === 'en' || !match) return month.termMonthFormatted;
      return format.monthYear(Number(match[1]), Number(match[2]));
    },
    [format],
  );
}
