// The billing address a credit-card payment asks for; a new country clears the state chosen for the old one.
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@lingua/core';
import type { PaymentForm } from './use-payment-form.ts';

export interface BillingAddressProps {
  form: PaymentForm;
  countryOptions: Array<{ value: string; label: string }>;
  provinceOptions: Array<{ value: string; label: string }>;
}

export function BillingAddress({ form, countryOptions, provinceOptions }: BillingAddressProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('autoQuote.payment.billingAddress')}</Text>
      <TextInput label={t('autoQuote.payment.address1')} withAsterisk {...form.getInputProps('address1')} />
      <TextInput label={t('autoQuote.payment.address2')} {...form.getInputProps('address2')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('autoQuote.payment.city')} withAsterisk {...form.getInputProps('city')} />
        <TextInput label={t('autoQuote.payment.zip')} withAsterisk {...form.getInputProps('zipCode')} />
        <Select
          label={t('autoQuote.payment.country')}
          withAsterisk
          searchable
          data={countryOptions}
          {...form.getInputProps('countryId')}
          onChange={(value) => {
            form.setFieldValue('countryId', value);
            form.setFieldValue('provinceId', null);
          }}
        />
        <Select
          label={t('autoQuote.payment.state')}
          withAsterisk
          searchable
          data={provinceOptions}
          {...form.getInputProps('provinceId')}
        />
      </SimpleGrid>
    </Stack>
  );
}
