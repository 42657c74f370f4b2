import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { GATE_CODE_MAX } from '@portal/domain';
import { TextField } from '../../components/text-field';
import { fieldProps } from '../../lib/forms';
import { useT } from '../../i18n/use-t';
import { formFieldMessages as m } from './form-fields.messages';
import { useInputProps } from './input-props';

type HoursValues = {
  operatingHoursStartTime: string;
  operatingHoursEndTime: string;
  gateCode: string;
};

/**
 * The operating hours (times like 11:00 AM) and the gate code (optional, at most 10) of the
 * holder's place (Kids Cafe, Partner Services). The caller lays them out (inside its
 * `form-grid`).
 */
export function OperatingHoursFields<T extends FieldValues, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  // Only the fields of HoursValues are bound.
  const hoursForm = form as unknown as UseFormReturn<HoursValues, unknown, O>;
  const t = useT();
  const { TIME_PROPS } = useInputProps();
  return (
    <>
      <TextField
        label={t(m.operatingHoursStartTime)}
        {...TIME_PROPS}
        {...fieldProps(hoursForm, 'operatingHoursStartTime')}
      />
      <TextField
        label={t(m.operatingHoursEndTime)}
        {...TIME_PROPS}
        {...fieldProps(hoursForm, 'operatingHoursEndTime')}
      />
      <TextField
        label={t(m.gateCodeOptional)}
        autoComplete="off"
        maxLength={GATE_CODE_MAX}
        {...fieldProps(hoursForm, 'gateCode')}
      />
    </>
  );
}
