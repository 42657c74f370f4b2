import { useWatch } from 'react-hook-form';
import {
  operatingFrequencyOptions,
  schoolMarketDayOptions,
  schoolMarketTimeOptions,
} from '@portal/domain';
import { SelectController } from '../../../components/select-controller';
import { useEnumOptions } from '../../../lib/current-user';
import type { IntakeTerm } from './form-context';
import type { SchoolMarketFormApi } from './form-api';
import { chosenTerm } from './form-values';

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
  const marketTypes = useEnumOptions('schoolMarketTypes');
  const termId = useWatch({ control: form.control, name: 'termId' });
  const term = chosenTerm(termId, terms);
  const frequencies = term ? operatingFrequencyOptions(term.type, term.year) : [];
  return (
    <section className="form-section" aria-labelledby="market-information-heading">
      <h3 id="market-information-heading">Market Information</h3>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="marketType"
          label="Market Type"
          options={marketTypes}
        />
        <SelectController
          control={form.control}
          name="operatingFrequency"
          label="Operating Frequency"
          options={frequencies}
          hint={term ? undefined : 'Choose a term first'}
        />
      </div>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="preferredDistributionDay"
          label="Preferred Distribution Day"
          options={DAYS}
        />
        <SelectController
          control={form.control}
          name="preferredDistributionTime"
          label="Preferred Distribution Time"
          options={TIMES}
        />
      </div>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="secondaryPreferredDistributionDay"
          label="Secondary Distribution Day"
          options={DAYS}
        />
        <SelectController
          control={form.control}
          name="secondaryPreferredDistributionTime"
          label="Secondary Distribution Time"
          options={TIMES}
        />
      </div>
    </section>
  );
}
