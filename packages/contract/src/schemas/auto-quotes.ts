// Automatic quotes and payment preferences (spec 2 §2, §3, §4, §5 and §7).
import Type, { type Static } from 'typebox';
import { AcceptanceStatus, JobRequestStatus } from '../enums.ts';
import { CountryRef, DateTime, Email, FileName, LanguageRef, Nullable, ProvinceRef } from './common.ts';
import { VISITOR_UPLOAD_MAX_FILE_COUNT, DEFAULT_UPLOAD_MAX_FILE_COUNT } from '../limits.ts';

// Spec 2 §3 "autoQuote {acceptanceStatus, acceptanceDeadline, creationDate, pricePerPage, price, totalPages}".
export const AutoQuote = Type.Object({
  acceptanceStatus: Type.Optional(Nullable(AcceptanceStatus)),
  acceptanceDeadline: Type.Optional(Nullable(DateTime)),
  creationDate: DateTime,
  pricePerPage: Type.Number({ minimum: 0 }),
  price: Type.Number({ minimum: 0 }),
  totalPages: Type.Number({ minimum: 0 }),
});
export type AutoQuote = Static<typeof AutoQuote>;

// Spec 2 §7 GET /autoQuotes/{jobRequestId}; the summary's reference id is the request id or externalReferenceId.
export const AutoQuoteJobRequest = Type.Object({
  id: Type.String(),
  status: JobRequestStatus,
  name: Type.String(),
  sourceLanguage: LanguageRef,
  targetLanguages: Type.Array(LanguageRef),
  autoQuote: AutoQuote,
  externalReferenceId: Type.Optional(Nullable(Type.String())),
  // Not named by the spec: the accordion per language (spec 2 §2) shows pages per target language id.
  pagesPerLanguage: Type.Optional(Nullable(Type.Record(Type.String(), Type.Number({ minimum: 0 })))),
});
export type AutoQuoteJobRequest = Static<typeof AutoQuoteJobRequest>;

const OptionalText = Type.Optional(Nullable(Type.String()));

// Spec 2 §3 billingContact; the e-mail and phone number are for INVOICE_DIRECTLY.
export const BillingContact = Type.Object({
  address1: OptionalText,
  address2: OptionalText,
  city: OptionalText,
  province: Type.Optional(Nullable(ProvinceRef)),
  country: Type.Optional(Nullable(CountryRef)),
  zipCode: OptionalText,
  email: Type.Optional(Nullable(Email)),
  phoneNumber: OptionalText,
});
export type BillingContact = Static<typeof BillingContact>;

// Spec 2 §5: CREDIT_CARD requires address 1, city, state, country, zip.
export const CreditCardBillingContact = Type.Object({
  address1: Type.String({ minLength: 1 }),
  address2: OptionalText,
  city: Type.String({ minLength: 1 }),
  province: ProvinceRef,
  country: CountryRef,
  zipCode: Type.String({ minLength: 1 }),
  email: Type.Optional(Nullable(Email)),
  phoneNumber: OptionalText,
});

// Spec 2 §3 billingAccount {clientIdNumber, personalCode}.
export const BillingAccount = Type.Object({
  clientIdNumber: Type.Optional(Nullable(Type.String())),
  personalCode: OptionalText,
});
export type BillingAccount = Static<typeof BillingAccount>;

// Spec 2 §5: BILL_TO_ACCOUNT requires the client ID number (personal code optional).
export const RequiredBillingAccount = Type.Object({
  clientIdNumber: Type.String({ minLength: 1 }),
  personalCode: OptionalText,
});

// Spec 2 §3 and §5: one variant per payment type, each with its own required fields.
export const PaymentPreferences = Type.Union(
  [
    Type.Object({
      paymentType: Type.Literal('CREDIT_CARD'),
      billingContact: CreditCardBillingContact,
      billingAccount: Type.Optional(Nullable(BillingAccount)),
    }),
    Type.Object({
      paymentType: Type.Literal('BILL_TO_ACCOUNT'),
      billingContact: Type.Optional(Nullable(BillingContact)),
      billingAccount: RequiredBillingAccount,
    }),
    Type.Object({
      paymentType: Type.Literal('INVOICE_DIRECTLY'),
      billingContact: Type.Optional(Nullable(BillingContact)),
      billingAccount: Type.Optional(Nullable(BillingAccount)),
    }),
  ],
  { description: 'Payment preferences (spec 2 §3, §5)' },
);
export type PaymentPreferences = Static<typeof PaymentPreferences>;

export const AcceptAutoQuoteBody = Type.Object({ paymentPreferences: PaymentPreferences });
export type AcceptAutoQuoteBody = Static<typeof AcceptAutoQuoteBody>;

// Spec 2 §5 and spec 3 §5: the reason is optional, trimmed and omitted if empty.
export const RejectQuoteBody = Type.Object({
  rejectionReason: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })),
});
export type RejectQuoteBody = Static<typeof RejectQuoteBody>;

// Not in the spec: a ballpark price while files upload, by the automatic quote's analysis of the caller's uploads.
export const EstimateAutoQuoteBody = Type.Object({
  files: Type.Array(Type.Object({ fileName: FileName, fileKey: Type.String({ minLength: 1, maxLength: 1024 }) }), {
    minItems: 1,
    maxItems: Math.max(VISITOR_UPLOAD_MAX_FILE_COUNT, DEFAULT_UPLOAD_MAX_FILE_COUNT),
  }),
  targetLanguageCount: Type.Integer({ minimum: 1, maximum: 200 }),
  clientId: Type.Optional(Nullable(Type.String({ minLength: 1 }))),
});
export type EstimateAutoQuoteBody = Static<typeof EstimateAutoQuoteBody>;

export const FileEstimate = Type.Object({
  fileName: Type.String(),
  pages: Type.Integer({ minimum: 0 }),
  words: Type.Integer({ minimum: 0 }),
  analysable: Type.Boolean(),
});
export type FileEstimate = Static<typeof FileEstimate>;

// totalPages and price follow spec 2 §9: totalPages counts every target language's pages.
export const AutoQuoteEstimate = Type.Object({
  totalPages: Type.Integer({ minimum: 0 }),
  documentPages: Type.Integer({ minimum: 0 }),
  pricePerPage: Type.Number({ minimum: 0 }),
  price: Type.Number({ minimum: 0 }),
  complete: Type.Boolean({ description: 'False when some file could not be analysed: the quote then needs a person' }),
  perFile: Type.Array(FileEstimate),
});
export type AutoQuoteEstimate = Static<typeof AutoQuoteEstimate>;
