// The picker behind DateField, in its own chunk. The form value stays the text the spec sends (MM/DD/YYYY);
// Mantine's DateInput works with ISO dates, so the value is converted both ways. A date typed in the field's
// format or as an ISO date is taken; text that is no existing day stays as typed, goes to the form as typed (so
// the form's validation refuses it too) and shows "Invalid format" once the field loses focus — Mantine would
// otherwise erase it on blur, or roll an impossible day over into another.
import { useRef, useState } from 'react';
import { DateInput } from '@mantine/dates';
import { useT } from '../../i18n/i18n.ts';
import type { DateFieldProps } from './date-field-props.ts';
import { dateTextOfIso, isoOfDateText, readDateText } from './date-text.ts';

export default function DatePickerField({ value, onChange, error, ...common }: DateFieldProps) {
  const t = useT();
  const [unreadable, setUnreadable] = useState(false);
  const [shown, setShown] = useState(false);
  // While the form holds unreadable text, the picker keeps the last real date: a change of its value would
  // make Mantine rewrite the input and erase what the user typed.
  const lastIso = useRef<string | null>(null);
  const iso = isoOfDateText(value);
  if (iso || value === '') lastIso.current = iso;
  return (
    <DateInput
      {...common}
      valueFormat="MM/DD/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': t('common.customField.clearDate') }}
      dateParser={(text) => isoOfDateText(text)}
      fixOnBlur={!unreadable}
      value={iso ?? lastIso.current}
      error={error ?? (shown ? t('common.customFields.invalidDate') : undefined)}
      onInput={(event) => {
        const text = event.currentTarget.value.trim();
        setUnreadable(text !== '' && readDateText(text) === null);
        setShown(false);
      }}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        const bad = text !== '' && readDateText(text) === null;
        setShown(bad);
        if (bad) onChange(text);
      }}
      onChange={(v) => onChange(dateTextOfIso(v))}
    />
  );
}
