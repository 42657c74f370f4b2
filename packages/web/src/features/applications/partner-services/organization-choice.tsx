import { useQuery } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { SelectField } from '../../../components/select-field';
import type { SelectOption } from '../../../components/select-field';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { PartnerServicesOrganizationOptionsDocument } from './application.queries';
import type { PartnerServicesFormApi } from './form-api';
import type { PartnerServicesOrganization } from './form-context';
import { partnerServicesMessages as m } from './partner-services.messages';

/** The choice's label and empty option in English (tests find the select by it). */
export const ORGANIZATION_CHOICE_LABEL = m.organizationChoice.message;
export const NEW_ORGANIZATION_LABEL = m.newOrganization.message;

/**
 * "Which organization are you applying for?": the caller's organizations (userOrganizationOptions,
 * the application's own kept choosable) or "A new organization" (the select's empty option, held
 * as null: the application then proposes a new agency). Shown only when there is an organization
 * to choose; a caller without one applies for a new organization.
 */
export function OrganizationChoice({
  form,
  own,
}: {
  form: PartnerServicesFormApi;
  own: PartnerServicesOrganization | null;
}) {
  const t = useT();
  const translate = useTranslateMessage();
  const options = useQuery(PartnerServicesOrganizationOptionsDocument);
  const choices: SelectOption[] = (options.data?.userOrganizationOptions ?? []).map((o) => ({
    value: String(o.organizationId),
    label: o.name,
  }));
  if (own?.organizationId && !choices.some((c) => c.value === String(own.organizationId))) {
    choices.unshift({ value: String(own.organizationId), label: own.name });
  }
  const error = options.error ? (
    <p className="field-error" role="alert">
      {translate(MESSAGES.errorLoadingOrganizations)}
    </p>
  ) : null;
  if (choices.length === 0) return error;
  return (
    <div>
      <Controller
        control={form.control}
        name="organization.organizationId"
        render={({ field, fieldState }) => (
          <SelectField
            label={t(m.organizationChoice)}
            hint={t(m.organizationChoiceHint)}
            placeholder={t(m.newOrganization)}
            options={choices}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {error}
    </div>
  );
}
