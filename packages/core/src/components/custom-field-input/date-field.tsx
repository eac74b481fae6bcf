// A DATE custom field: Mantine's date picker, whose code (and dayjs) is downloaded only when a form shows a
// date field. Until it arrives the same labelled text input takes the date typed as MM/DD/YYYY, so the form
// neither jumps nor waits (decision 080: elements load what they use).
import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import type { DateFieldProps } from './date-field-props.ts';

const DatePickerField = lazy(() => import('./date-picker-field.tsx'));

export function DateField(props: DateFieldProps) {
  const { value, onChange, ...common } = props;
  return (
    <Suspense fallback={<TextInput {...common} inputMode="numeric" value={value} onChange={(e) => onChange(e.currentTarget.value)} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
