// Temporary upload permission and direct upload (spec 2 §4 and §7, spec 3 §4.6 and §7).
import Type, { type Static } from 'typebox';
import { FileCategory } from '../enums.ts';
import { REFERENCE_FILES_MAX_COUNT } from '../limits.ts';
import { DateTime, FileName, Nullable } from './common.ts';

// Spec 2 §7 gives the request as "not shown"; both fields are optional hints for the server, and the
// whole body may be absent (null is what Fastify validates an absent body as).
export const CreatePresignedPostBody = Nullable(
  Type.Object({
    fileCount: Type.Optional(Type.Integer({ minimum: 1, maximum: REFERENCE_FILES_MAX_COUNT })),
    purpose: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'What the upload is for, e.g. jobRequest, machineTranslation',
      }),
    ),
  }),
);
export type CreatePresignedPostBody = Static<typeof CreatePresignedPostBody>;

// Spec 2 §7: "the key is a template with a placeholder for the file name" — the literal ${filename}, which the
// browser replaces with each file's name before posting the form to url.
export const PresignedPostFields = Type.Object(
  {
    key: Type.String({
      pattern: '\\$\\{filename\\}',
      description: 'Object key template containing the literal ${filename}',
    }),
  },
  { additionalProperties: Type.String() },
);
export type PresignedPostFields = Static<typeof PresignedPostFields> & Record<string, string>;

export const PresignedPost = Type.Object({
  url: Type.String({ description: 'Storage URL to post the multipart form to' }),
  fields: PresignedPostFields,
  expiresAt: Type.Optional(DateTime),
});
export type PresignedPost = Static<typeof PresignedPost>;

// Spec 2 §7: add files to a project or quote — fileNames and category.
export const AddFilesBody = Type.Object({
  fileNames: Type.Array(FileName, { minItems: 1, maxItems: REFERENCE_FILES_MAX_COUNT }),
  category: FileCategory,
});
export type AddFilesBody = Static<typeof AddFilesBody>;
