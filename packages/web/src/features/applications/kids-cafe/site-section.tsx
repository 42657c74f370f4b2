import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { YesNoController } from '../../../components/choice-controllers';
import { SelectController } from '../../../components/select-controller';
import type { SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { AddressFields } from '../address-fields';
import { KidsCafeSitesDocument } from './application.queries';
import type { KidsCafeFormApi } from './form-api';
import type { KidsCafeSite } from './form-context';
import { YesNoQuestions } from '../yes-no-questions';
import type { YesNoQuestion } from '../yes-no-questions';
import type { KidsCafeValues } from './form-values';

const AGRICULTURE: YesNoQuestion<KidsCafeValues> = [
  'participatedAgriculture',
  'Has the site taken part in a Texas Department of Agriculture meal program?',
];

const SITE_QUESTIONS: readonly YesNoQuestion<KidsCafeValues>[] = [
  ['hasWifi', 'Does the site have WiFi?'],
  ['hasRecordingDevice', 'Does the site have a device to record meal counts?'],
  ['hasStorage', 'Does the site have storage space for meals?'],
  ['receivesDeliveries', 'Can the site receive deliveries?'],
];

/** The site dropdown (allSites); the application's own site stays choosable. */
function SiteSelect({ form, ownSite }: { form: KidsCafeFormApi; ownSite: KidsCafeSite | null }) {
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
      <SelectController control={form.control} name="site.siteId" label="Site" options={options} />
      {sites.error ? (
        <p className="field-error" role="alert">
          {MESSAGES.errorLoadingSites}
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
  const siteTypes = useEnumOptions('kidsCafeSiteTypes');
  const licenseTypes = useEnumOptions('childcareLicenseTypes');
  const participated = useWatch({ control: form.control, name: 'participatedAgriculture' });
  return (
    <section className="form-section" aria-labelledby="site-information-heading">
      <h3 id="site-information-heading">Site Information</h3>
      <div className="form-grid">
        <SiteSelect form={form} ownSite={ownSite} />
        <TextField label="Site Name" autoComplete="off" {...fieldProps(form, 'site.name')} />
      </div>
      <div className="form-grid">
        <AddressFields form={form} path="site">
          <TextField
            label="Cross Street"
            autoComplete="off"
            {...fieldProps(form, 'site.crossStreet')}
          />
        </AddressFields>
        <TextField
          label="Closest School"
          autoComplete="off"
          {...fieldProps(form, 'site.closestSchool')}
        />
        <SelectController
          control={form.control}
          name="siteType"
          label="Site Type"
          options={siteTypes}
        />
        <SelectController
          control={form.control}
          name="childcareLicense"
          label="Childcare License"
          options={licenseTypes}
        />
      </div>
      <YesNoController
        control={form.control}
        name="forProfit"
        legend="Is the site a nonprofit organization?"
        invert
      />
      <YesNoQuestions form={form} questions={[AGRICULTURE]} />
      {participated === true ? (
        <TextField
          label="Agriculture Program Sponsor"
          autoComplete="off"
          {...fieldProps(form, 'agricultureSponsor')}
        />
      ) : null}
      <YesNoQuestions form={form} questions={SITE_QUESTIONS} />
    </section>
  );
}
