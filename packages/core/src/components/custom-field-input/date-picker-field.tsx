// The picker behind DateField, in its own chunk. The form value stays the text the spec sends (MM/DD/YYYY);
// Mantine's DateInput works with ISO dates, so the value is converted both ways.
import { DateInput } from '@mantine/dates';
import { useT } from '../../i18n/i18n.ts';
import type { DateFieldProps } from './date-field.tsx';

const toIso = (value: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
};
const fromIso = (value: string | null): string => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
};

/** Mantine's DateInput reading and writing MM/DD/YYYY. */
export default function DatePickerField({ value, onChange, ...common }: DateFieldProps) {
  const t = useT();
  return (
    <DateInput
      {...common}
      valueFormat="MM/DD/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': t('common.customField.clearDate') }}
      value={toIso(value)}
      onChange={(v) => onChange(fromIso(v))}
    />
  );
}
