// The payment dialog's rules (spec 2 §5): a payment type is required; CREDIT_CARD requires address 1, city,
// state, country and zip; BILL_TO_ACCOUNT requires the client ID number; INVOICE_DIRECTLY requires nothing.
import { DEFAULT_COUNTRY_ID, PAYMENT_TYPES } from '@lingua/contract';
import type { Country, PaymentPreferences, Province } from '@lingua/contract';
import { t } from '@lingua/core';
import * as yup from 'yup';

/** Values of the payment form; ids are strings because Mantine's Select works with strings. */
// A type alias (not an interface) so that it is assignable to the resolver's Record<string, unknown>.
export type PaymentFormValues = {
  paymentType: string;
  address1: string;
  address2: string;
  city: string;
  provinceId: string | null;
  countryId: string | null;
  zipCode: string;
  email: string;
  phoneNumber: string;
  clientIdNumber: string;
  personalCode: string;
};

/** Spec 2 §5: country defaults to id 227. */
export const initialPaymentValues: PaymentFormValues = {
  paymentType: '',
  address1: '',
  address2: '',
  city: '',
  provinceId: null,
  countryId: String(DEFAULT_COUNTRY_ID),
  zipCode: '',
  email: '',
  phoneNumber: '',
  clientIdNumber: '',
  personalCode: '',
};

const requiredFor = (type: string) =>
  yup.string().nullable().when('paymentType', {
    is: type,
    then: (s) => s.trim().required(t('common.validation.required')),
  });

/** The yup schema of the payment form (messages from the catalogue). */
export function paymentSchema() {
  return yup.object({
    paymentType: yup.string().required(t('common.validation.required')),
    address1: requiredFor('CREDIT_CARD'),
    city: requiredFor('CREDIT_CARD'),
    provinceId: requiredFor('CREDIT_CARD'),
    countryId: requiredFor('CREDIT_CARD'),
    zipCode: requiredFor('CREDIT_CARD'),
    email: yup.string().email(t('common.validation.invalidEmail')),
    clientIdNumber: requiredFor('BILL_TO_ACCOUNT'),
  });
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);

function ref<T extends { id: number; name: string }>(list: readonly T[], id: string | null) {
  const found = id ? list.find((item) => String(item.id) === id) : undefined;
  return found ? { id: found.id, name: found.name } : null;
}

/** Builds the accept body's payment preferences; an unknown type is an error (spec 2 §8). */
export function toPaymentPreferences(
  values: PaymentFormValues,
  countries: readonly Country[],
  provinces: readonly Province[],
): PaymentPreferences {
  const country = ref(countries, values.countryId);
  const province = ref(provinces, values.provinceId);
  switch (values.paymentType) {
    case 'CREDIT_CARD':
      if (!country || !province) throw new Error(t('common.validation.required'));
      return {
        paymentType: 'CREDIT_CARD',
        billingContact: {
          address1: values.address1.trim(),
          address2: text(values.address2),
          city: values.city.trim(),
          province,
          country,
          zipCode: values.zipCode.trim(),
        },
      };
    case 'BILL_TO_ACCOUNT':
      return {
        paymentType: 'BILL_TO_ACCOUNT',
        billingAccount: { clientIdNumber: values.clientIdNumber.trim(), personalCode: text(values.personalCode) },
      };
    case 'INVOICE_DIRECTLY':
      return {
        paymentType: 'INVOICE_DIRECTLY',
        billingContact: { email: text(values.email), phoneNumber: text(values.phoneNumber) },
      };
    default:
      throw new Error(t('autoQuote.payment.unknownType'));
  }
}

export { PAYMENT_TYPES };
