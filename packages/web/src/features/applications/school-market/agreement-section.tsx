import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { agreementParties, formatUsDate, programAgreementTitle } from '@portal/domain';
import { schoolMarketAgreement, schoolMarketProgram } from '@portal/domain/programs/school-market';
import { spanishAgreements } from '@portal/domain/agreements/spanish';
import { AgreementView } from '../../../components/agreement-view';
import { CheckboxField } from '../../../components/checkbox-field';
import { useLanguage, useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { ApplicationDistrictsDocument, ApplicationSchoolsDocument } from '../school-select.queries';
import { SignatureSlot } from '../signature-slot';
import type { SchoolMarketApplication } from './form-context';
import { formSectionMessages } from '../form-sections.messages';
import type { SchoolMarketFormApi } from './form-api';

/**
 * The district and school names the form has chosen: the application's own, else those of the
 * selects' lists (read from the cache the School Information selects fill, never fetched here).
 */
function useChosenNames(form: SchoolMarketFormApi, application: SchoolMarketApplication | null) {
  const [schoolType, districtId, schoolId] = useWatch({
    control: form.control,
    name: ['schoolType', 'districtId', 'schoolId'],
  });
  const districts = useQuery(ApplicationDistrictsDocument, { fetchPolicy: 'cache-only' });
  const schools = useQuery(ApplicationSchoolsDocument, {
    variables: { districtId: Number(districtId), schoolType },
    skip: !districtId || !schoolType,
    fetchPolicy: 'cache-only',
  });
  const own = application?.school;
  const districtName =
    districts.data?.allDistricts.find((d) => String(d.districtId) === districtId)?.name ??
    (own && String(own.districtId) === districtId ? own.districtName : null);
  const schoolName =
    schools.data?.allSchools.find((s) => String(s.schoolId) === schoolId)?.name ??
    (own && String(own.schoolId) === schoolId ? own.name : null);
  return { districtName, schoolName };
}

/**
 * The agreement (spec 2 "School Market form"): titled an Acknowledgement for a Houston ISD school
 * and an Agreement otherwise, filled with the school the form holds and dated as the API says
 * (today for a new application); a typed name and an I Agree box under each signed section; the
 * certification. Read-only, the recorded names and boxes.
 */
export function AgreementSection({
  form,
  application,
  readOnly,
}: {
  form: SchoolMarketFormApi;
  application: SchoolMarketApplication | null;
  readOnly: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const { districtName, schoolName } = useChosenNames(form, application);
  // The heading in the screen's language (schoolMarketAgreementHeading's rule, from the entry).
  const heading = programAgreementTitle(
    language === 'es' ? schoolMarketProgram.spanish : schoolMarketProgram,
    districtName,
  );
  const [address1, address2, city, zip, organizationType, principalEmail] = useWatch({
    control: form.control,
    name: ['address1', 'address2', 'city', 'zip', 'organizationType', 'principal.email'],
  });
  const date = application?.agreement.date ?? formatUsDate(new Date());
  const version = application?.agreement.version === 'older' ? 'older' : 'newer';
  const { documents, spanish } = useMemo(() => {
    const parties = agreementParties(
      { name: schoolName, address1, address2, city, zip },
      { organizationType },
      principalEmail,
      date,
    );
    const english = schoolMarketAgreement({ parties, version, districtName });
    // The Spanish courtesy text of the same documents; the English stays the binding one.
    return { documents: english, spanish: spanishAgreements(english, { parties, districtName }) };
  }, [
    schoolName,
    address1,
    address2,
    city,
    zip,
    organizationType,
    principalEmail,
    date,
    version,
    districtName,
  ]);

  return (
    <section className="form-section" aria-label={heading}>
      <AgreementView
        documents={documents}
        spanish={spanish}
        headingLevel={3}
        scrollable={false}
        signatures={
          readOnly && application
            ? { mode: 'read-only', values: application }
            : {
                mode: 'edit',
                render: (index, section) => (
                  <SignatureSlot form={form} index={index} section={section} />
                ),
              }
        }
      />
      <CheckboxField
        label={t(formSectionMessages.certifyTrue)}
        {...fieldProps(form, 'certififedVerification')}
      />
    </section>
  );
}
