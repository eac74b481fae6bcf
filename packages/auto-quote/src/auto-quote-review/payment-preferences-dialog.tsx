import { useMemo, useState } from 'react';
import { Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import type { PaymentPreferences } from '@lingua/contract';
import { ErrorAlert, useCountries, useProvinces, useT } from '@lingua/core';
import { initialPaymentValues, PAYMENT_TYPES, paymentSchema, toPaymentPreferences } from './payment-preferences.ts';
import type { PaymentFormValues } from './payment-preferences.ts';

/** Props of PaymentPreferencesDialog. */
export interface PaymentPreferencesDialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called with the preferences; a rejection is shown inside the dialog. */
  onSubmit: (preferences: PaymentPreferences) => Promise<void>;
  /** Called on cancel, Escape or a click outside. */
  onClose: () => void;
  /** Initial values (stories show each variant); default: no type, country 227. */
  initialValues?: Partial<PaymentFormValues>;
}

/** The payment-preferences dialog of the quote acceptance (spec 2 §3 and §5). */
export function PaymentPreferencesDialog({ opened, onSubmit, onClose, initialValues }: PaymentPreferencesDialogProps) {
  const t = useT();
  const countries = useCountries();
  const provinces = useProvinces();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: { ...initialPaymentValues, ...initialValues },
    validate: yupResolver(paymentSchema()),
  });
  const type = form.values.paymentType;
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

  return (
    <Modal opened={opened} onClose={close} title={t('autoQuote.payment.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group label={t('autoQuote.payment.paymentType')} withAsterisk {...form.getInputProps('paymentType')}>
            <Stack gap="xs" mt="xs">
              {PAYMENT_TYPES.map((value) => (
                <Radio key={value} value={value} label={t(`autoQuote.payment.types.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>

          {type === 'CREDIT_CARD' ? (
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
          ) : null}

          {type === 'BILL_TO_ACCOUNT' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('autoQuote.payment.clientIdNumber')} withAsterisk {...form.getInputProps('clientIdNumber')} />
              <TextInput label={t('autoQuote.payment.personalCode')} {...form.getInputProps('personalCode')} />
            </SimpleGrid>
          ) : null}

          {type === 'INVOICE_DIRECTLY' ? (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('autoQuote.payment.invoiceHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput type="email" label={t('autoQuote.payment.email')} {...form.getInputProps('email')} />
                <TextInput type="tel" label={t('autoQuote.payment.phone')} {...form.getInputProps('phoneNumber')} />
              </SimpleGrid>
            </Stack>
          ) : null}

          {error ? <ErrorAlert error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('autoQuote.payment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
