// Shared building blocks: the error body of spec 1 §8, "no content", id-name records, file links and lists.
import Type, { type Static, type TSchema, type TSchemaOptions, type TUnion, type TNull } from 'typebox';
import { FileCategory } from '../enums.ts';
import { FILENAME_MAX_LENGTH } from '../limits.ts';

// Spec 1 §3 and §8: every API error body.
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'Shown to the user' }),
    errorCode: Type.Optional(Type.String({ description: 'Shown as [Error code: X] when present' })),
  },
  { title: 'ErrorBody', description: 'Error body (spec 1 §8)' },
);
export type ErrorBody = Static<typeof ErrorBody>;

// Spec 1 §7: "A 204 response has no body".
export const NoContent = Type.Null({ description: 'No Content' });

export function Nullable<T extends TSchema>(schema: T, options?: TSchemaOptions): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()], options);
}

export const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 timestamp' });
export const Email = Type.String({ format: 'email', maxLength: 320 });
export const Url = Type.String({ format: 'uri' });
export const NonBlank = Type.String({ minLength: 1, pattern: '\\S' });
export const FileName = Type.String({ minLength: 1, maxLength: FILENAME_MAX_LENGTH });

// Spec 1 §3 "Language record: id, name"; also used for sourceLanguage and targetLanguages of job requests.
export const LanguageRef = Type.Object({ id: Type.String({ minLength: 1 }), name: Type.String() });
export type LanguageRef = Static<typeof LanguageRef>;

// Spec 2 §3: country and province as {id, name}; country ids are numbers (default 227, spec 2 §9).
export const CountryRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type CountryRef = Static<typeof CountryRef>;
export const ProvinceRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ProvinceRef = Static<typeof ProvinceRef>;

// Spec 2 §3: address of the create-user payload and of the billing contact.
export const Address = Type.Object({
  address1: Type.String({ minLength: 1 }),
  address2: Type.Optional(Nullable(Type.String())),
  city: Type.String({ minLength: 1 }),
  province: Type.Optional(Nullable(ProvinceRef)),
  country: CountryRef,
  zipCode: Type.String({ minLength: 1 }),
});
export type Address = Static<typeof Address>;

// Spec 1 §3, spec 2 §3, spec 3 §3: file link {url, name, category}.
export const FileLink = Type.Object({
  url: Url,
  name: Type.String({ minLength: 1 }),
  category: Type.Optional(FileCategory),
});
export type FileLink = Static<typeof FileLink>;

// Spec 2 §3 and spec 3 §3: an uploaded file as referenced in a creation payload.
export const UploadedFileRef = Type.Object({
  fileName: FileName,
  category: FileCategory,
  fileKey: Type.String({ minLength: 1 }),
});
export type UploadedFileRef = Static<typeof UploadedFileRef>;

// Spec 3 §3 "File: fileName, fileKey, category, languageId".
export const JobRequestFile = Type.Object({
  fileName: Type.String(),
  fileKey: Type.String(),
  category: FileCategory,
  languageId: Type.Optional(Nullable(Type.String())),
});
export type JobRequestFile = Static<typeof JobRequestFile>;

// Spec 2 §3 "Custom field value: fieldName, value, mapping".
export const CustomFieldValue = Type.Object({
  fieldName: Type.String({ minLength: 1 }),
  value: Type.String(),
  mapping: Type.Optional(Nullable(Type.String())),
});
export type CustomFieldValue = Static<typeof CustomFieldValue>;

// Spec 3 §3 "List response: items, nextPageToken".
export function PagedList<T extends TSchema>(item: T, options?: TSchemaOptions) {
  return Type.Object(
    {
      items: Type.Array(item),
      nextPageToken: Type.Optional(Nullable(Type.String({ description: 'Absent or null on the last page' }))),
    },
    options,
  );
}
