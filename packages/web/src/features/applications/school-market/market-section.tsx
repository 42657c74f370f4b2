import { useWatch } from 'react-hook-form';
import {
  operatingFrequencyOptions,
  schoolMarketDayOptions,
  schoolMarketTimeOptions,
} from '@portal/domain';
import { SelectController } from '../../../components/select-controller';
import { useT } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import type { IntakeTerm } from './form-context';
import type { SchoolMarketFormApi } from './form-api';
import { chosenTerm } from './form-values';
import { useOptionLabels } from './option-labels';
import { schoolMarketMessages as m } from './school-market.messages';

const DAYS = schoolMarketDayOptions();
const TIMES = schoolMarketTimeOptions();

/**
 * Market Information: the market type; the operating frequency of the chosen term (SUMMER: the
 * May - July options, SCHOOL: the August - May ones, with the term's years in the labels); the
 * preferred and secondary day (no Monday) and time (no 11 AM - 2 PM).
 */
export function MarketSection({
  form,
  terms,
}: {
  form: SchoolMarketFormApi;
  terms: readonly IntakeTerm[];
}) {
  const t = useT();
  const { options } = useOptionLabels();
  const marketTypes = options('schoolMarketTypes', useEnumOptions('schoolMarketTypes'));
  const termId = useWatch({ control: form.control, name: 'termId' });
  const term = chosenTerm(termId, terms);
  // The years as operatingFrequencyOptions writes them into the labels (plain, not 2,025).
  const frequencies = term
    ? options('operatingFrequencies', operatingFrequencyOptions(term.type, term.year), {
        year: String(term.year),
        nextYear: String(term.year + 1),
      })
    : [];
  const days = options('preferredDistributionDays', DAYS);
  const times = options('preferredDistributionTimes', TIMES);
  return (
    <section className="form-section" aria-labelledby="market-information-heading">
      <h3 id="market-information-heading">{t(m.marketInformation)}</h3>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="marketType"
          label={t(m.marketType)}
          options={marketTypes}
        />
        <SelectController
          control={form.control}
          name="operatingFrequency"
          label={t(m.operatingFrequency)}
          options={frequencies}
          hint={term ? undefined : t(m.chooseTermFirst)}
        />
      </div>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="preferredDistributionDay"
          label={t(m.preferredDay)}
          options={days}
        />
        <SelectController
          control={form.control}
          name="preferredDistributionTime"
          label={t(m.preferredTime)}
          options={times}
        />
      </div>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="secondaryPreferredDistributionDay"
          label={t(m.secondaryDay)}
          options={days}
        />
        <SelectController
          control={form.control}
          name="secondaryPreferredDistributionTime"
          label={t(m.secondaryTime)}
          options={times}
        />
      </div>
    </section>
  );
}
