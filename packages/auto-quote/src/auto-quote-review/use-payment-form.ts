// The payment form's state and its one call: the values (payment-preferences.ts holds the rules), the country
// and province choices, and the submit whose refusal is shown inside the dialog.
import { useMemo, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import type { PaymentPreferences } from '@lingua/contract';
import { useCountries, useProvinces } from '@lingua/core';
import {
  initialPaymentValues,
  paymentSchema,
  toPaymentPreferences,
  type PaymentFormValues,
} from './payment-preferences.ts';

export type PaymentForm = UseFormReturnType<PaymentFormValues>;

export function usePaymentForm(
  initialValues: Partial<PaymentFormValues> | undefined,
  onSubmit: (preferences: PaymentPreferences) => Promise<void>,
  onClose: () => void,
) {
  const countries = useCountries();
  const provinces = useProvinces();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: { ...initialPaymentValues, ...initialValues },
    validate: yupResolver(paymentSchema()),
  });
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [countries.data],
  );
  const provinceOptions = useMemo(
    () =>
      (provinces.data ?? [])
        .filter((p) => String(p.countryId) === form.values.countryId)
        .map((p) => ({ value: String(p.id), label: p.name })),
    [provinces.data, form.values.countryId],
  );

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(toPaymentPreferences(values, countries.data ?? [], provinces.data ?? []));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  });

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  return { form, error, busy, submit, close, countryOptions, provinceOptions };
}
