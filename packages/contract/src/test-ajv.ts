// Test helper: Ajv with formats, in strict mode so that a schema Ajv would silently misread fails the tests.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';

export function createAjv(options: { coerceTypes?: boolean | 'array' } = {}): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, coerceTypes: options.coerceTypes ?? false });
  addFormats(ajv);
  return ajv;
}

// TypeBox marks every schema it builds with a non-enumerable ~kind.
export function isTypeBoxSchema(value: unknown): value is TSchema {
  return typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, '~kind');
}
