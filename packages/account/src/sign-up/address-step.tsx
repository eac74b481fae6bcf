import { useMemo } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import * as yup from 'yup';
import { ErrorAlert, t, useT, useCountries, useProvinces } from '@lingua/core';
import type { Address, Country, Province } from '@lingua/contract';
import '../texts/account-texts.ts';
import { StepNav } from './step-nav.tsx';

/** The address phase's values (ids as select values). */
export type AddressValues = {
  address1: string;
  address2: string;
  city: string;
  zipCode: string;
  countryId: string;
  provinceId: string;
};

export const emptyAddress: AddressValues = {
  address1: '',
  address2: '',
  city: '',
  zipCode: '',
  countryId: '',
  provinceId: '',
};

// Spec 2 §5 "Address: line 1, city, zip, country required; province optional".
const schema = () =>
  yup.object({
    address1: yup.string().trim().required(t('common.validation.required')),
    city: yup.string().trim().required(t('common.validation.required')),
    zipCode: yup.string().trim().required(t('common.validation.required')),
    countryId: yup.string().required(t('common.validation.required')),
  });

export interface AddressStepProps {
  /** Values to start from. */
  initial: AddressValues;
  /** Called with valid values and the address as the server takes it. */
  onNext: (values: AddressValues, address: Address) => void;
  /** Back to user info, keeping the values. */
  onBack: (values: AddressValues) => void;
  /** Resets sign-up. */
  onCancel: () => void;
}

/** The address as the account takes it, with the country and province by id and name; null without a country. */
export function addressOf(values: AddressValues, countries: readonly Country[], provinces: readonly Province[]): Address | null {
  const country = countries.find((c) => String(c.id) === values.countryId);
  const province = provinces.find((p) => String(p.id) === values.provinceId && String(p.countryId) === values.countryId);
  if (!country) return null;
  return {
    address1: values.address1.trim(),
    address2: values.address2.trim() || null,
    city: values.city.trim(),
    zipCode: values.zipCode.trim(),
    country: { id: country.id, name: country.name },
    province: province ? { id: province.id, name: province.name } : null,
  };
}

/** Sign-up phase 2: the user's address, with provinces of the chosen country. */
export function AddressStep({ initial, onNext, onBack, onCancel }: AddressStepProps) {
  const tr = useT();
  const countries = useCountries();
  const provinces = useProvinces();
  const form = useForm<AddressValues>({ mode: 'controlled', initialValues: initial, validate: yupResolver(schema()), validateInputOnBlur: true });
  const countryId = form.values.countryId;
  const countryOptions = useMemo(() => (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name })), [countries.data]);
  const provinceOptions = useMemo(
    () => (provinces.data ?? []).filter((p) => String(p.countryId) === countryId).map((p) => ({ value: String(p.id), label: p.name })),
    [provinces.data, countryId],
  );

  const submit = form.onSubmit((values) => {
    const address = addressOf(values, countries.data ?? [], provinces.data ?? []);
    if (address) onNext(values, address);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {countries.error ? <ErrorAlert error={countries.error} onRetry={() => void countries.mutate()} /> : null}
        <TextInput label={tr('account.signUp.address1')} autoComplete="address-line1" withAsterisk {...form.getInputProps('address1')} />
        <TextInput label={tr('account.signUp.address2')} autoComplete="address-line2" {...form.getInputProps('address2')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={tr('account.signUp.city')} autoComplete="address-level2" withAsterisk {...form.getInputProps('city')} />
          <TextInput label={tr('account.signUp.zipCode')} autoComplete="postal-code" withAsterisk {...form.getInputProps('zipCode')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={tr('account.signUp.country')}
            withAsterisk
            searchable
            data={countryOptions}
            disabled={countries.isLoading}
            autoComplete="off"
            {...form.getInputProps('countryId')}
            onChange={(value) => {
              form.setFieldValue('countryId', value ?? '');
              form.setFieldValue('provinceId', '');
            }}
          />
          <Select
            label={tr('account.signUp.province')}
            searchable
            clearable
            data={provinceOptions}
            disabled={provinceOptions.length === 0}
            autoComplete="off"
            {...form.getInputProps('provinceId')}
            onChange={(value) => form.setFieldValue('provinceId', value ?? '')}
          />
        </SimpleGrid>
        <StepNav onCancel={onCancel} onBack={() => onBack(form.values)} />
      </Stack>
    </form>
  );
}
