import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { YesNoController } from '../../../components/choice-controllers';
import { SelectController } from '../../../components/select-controller';
import type { SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { AddressFields } from '../address-fields';
import { KidsCafeSitesDocument } from './application.queries';
import type { KidsCafeFormApi } from './form-api';
import type { KidsCafeSite } from './form-context';
import { YesNoQuestions } from '../yes-no-questions';
import { kidsCafeMessages as m } from './kids-cafe.messages';
import { useOptionLabels } from './option-labels';

/** The questions about the site, each named as its field and its message. */
const SITE_QUESTIONS = [
  'hasWifi',
  'hasRecordingDevice',
  'hasStorage',
  'receivesDeliveries',
] as const;

/** The site dropdown (allSites); the application's own site stays choosable. */
function SiteSelect({ form, ownSite }: { form: KidsCafeFormApi; ownSite: KidsCafeSite | null }) {
  const t = useT();
  const translate = useTranslateMessage();
  const sites = useQuery(KidsCafeSitesDocument);
  const options: SelectOption[] = (sites.data?.allSites ?? []).map((site) => ({
    value: String(site.siteId),
    label: site.name,
  }));
  if (ownSite && !options.some((o) => o.value === String(ownSite.siteId))) {
    options.unshift({ value: String(ownSite.siteId), label: ownSite.name });
  }
  return (
    <div>
      <SelectController
        control={form.control}
        name="site.siteId"
        label={t(m.site)}
        options={options}
      />
      {sites.error ? (
        <p className="field-error" role="alert">
          {translate(MESSAGES.errorLoadingSites)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Site Information (spec 2 "Kids Cafe form", §3): the site chosen from all sites (choosing one
 * fills its details), its address, closest school and type, then the questions about the site.
 * Nonprofit is asked as Yes/No and stored inverted as forProfit; the agriculture sponsor is asked
 * once the site has taken part in an agriculture program.
 */
export function SiteSection({
  form,
  ownSite,
}: {
  form: KidsCafeFormApi;
  ownSite: KidsCafeSite | null;
}) {
  const t = useT();
  const { options } = useOptionLabels();
  const siteTypes = options('kidsCafeSiteTypes', useEnumOptions('kidsCafeSiteTypes'));
  const licenseTypes = options('childcareLicenseTypes', useEnumOptions('childcareLicenseTypes'));
  const participated = useWatch({ control: form.control, name: 'participatedAgriculture' });
  return (
    <section className="form-section" aria-labelledby="site-information-heading">
      <h3 id="site-information-heading">{t(m.siteInformation)}</h3>
      <div className="form-grid">
        <SiteSelect form={form} ownSite={ownSite} />
        <TextField label={t(m.siteName)} autoComplete="off" {...fieldProps(form, 'site.name')} />
      </div>
      <div className="form-grid">
        <AddressFields form={form} path="site">
          <TextField
            label={t(m.crossStreet)}
            autoComplete="off"
            {...fieldProps(form, 'site.crossStreet')}
          />
        </AddressFields>
        <TextField
          label={t(m.closestSchool)}
          autoComplete="off"
          {...fieldProps(form, 'site.closestSchool')}
        />
        <SelectController
          control={form.control}
          name="siteType"
          label={t(m.siteType)}
          options={siteTypes}
        />
        <SelectController
          control={form.control}
          name="childcareLicense"
          label={t(m.childcareLicense)}
          options={licenseTypes}
        />
      </div>
      <YesNoController control={form.control} name="forProfit" legend={t(m.isNonprofit)} invert />
      <YesNoQuestions
        form={form}
        questions={[['participatedAgriculture', t(m.participatedAgriculture)]]}
      />
      {participated === true ? (
        <TextField
          label={t(m.agricultureSponsor)}
          autoComplete="off"
          {...fieldProps(form, 'agricultureSponsor')}
        />
      ) : null}
      <YesNoQuestions
        form={form}
        questions={SITE_QUESTIONS.map((name) => [name, t(m[name])] as const)}
      />
    </section>
  );
}
