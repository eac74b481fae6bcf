// The UI log call (spec 1 §7, spec 3 §7): every uncaught browser error is reported with these details.
import Type, { type Static } from 'typebox';
import { LogLevel } from '../enums.ts';
import { Nullable } from './common.ts';

export const UiLogDetails = Type.Object(
  {
    errorMessage: Type.Optional(Nullable(Type.String())),
    errorName: Type.Optional(Nullable(Type.String())),
    stackTrace: Type.Optional(Nullable(Type.String())),
    cause: Type.Optional(Type.Unknown()),
    error: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type UiLogDetails = Static<typeof UiLogDetails>;

export const UiLogBody = Type.Object({
  level: LogLevel,
  message: Type.String({ maxLength: 10_000 }),
  details: Type.Optional(UiLogDetails),
});
export type UiLogBody = Static<typeof UiLogBody>;
