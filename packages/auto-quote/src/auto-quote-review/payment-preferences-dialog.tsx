import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PaymentPreferences } from '@lingua/contract';
import { ErrorAlert, useT } from '@lingua/core';
import { BillingAddress } from './billing-address.tsx';
import { PAYMENT_TYPES } from './payment-preferences.ts';
import type { PaymentFormValues } from './payment-preferences.ts';
import { usePaymentForm } from './use-payment-form.ts';

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
  const { form, error, busy, submit, close, countryOptions, provinceOptions } = usePaymentForm(initialValues, onSubmit, onClose);
  const type = form.values.paymentType;

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

          {type === 'CREDIT_CARD' ? <BillingAddress form={form} countryOptions={countryOptions} provinceOptions={provinceOptions} /> : null}

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
