// Calls of the registry (calls.ts): Translation memory (decision 138): a client's corrections, reused before
// machine translation.
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import { ClientGlossariesParams, GlossaryFile } from '../schemas/glossaries.ts';
import {
  ImportTranslationMemoryBody,
  ImportTranslationMemoryResult,
  TranslationMemorySize,
} from '../schemas/translation-memory.ts';

export const translationMemoryCalls = {
  getTranslationMemory: defineCall({
    operationId: 'getTranslationMemory',
    method: 'GET',
    path: '/clientConfigs/{clientId}/translationMemory',
    summary: "The size of a company's translation memory, per language pair",
    tags: ['glossaries'],
    auth: 'required',
    params: ClientGlossariesParams,
    response: { 200: TranslationMemorySize, ...errors(400, 401, 403, 404, 500) },
  }),
  exportTranslationMemory: defineCall({
    operationId: 'exportTranslationMemory',
    method: 'GET',
    path: '/clientConfigs/{clientId}/translationMemory/export',
    summary: "The company's translation memory as a TMX 1.4b file",
    tags: ['glossaries'],
    auth: 'required',
    params: ClientGlossariesParams,
    response: { 200: GlossaryFile, ...errors(400, 401, 403, 404, 500) },
  }),
  importTranslationMemory: defineCall({
    operationId: 'importTranslationMemory',
    method: 'POST',
    path: '/clientConfigs/{clientId}/translationMemory/actions/import',
    summary: "Add units from a TMX 1.4b file; a file with errors changes nothing and the 400's message lists every error by line",
    tags: ['glossaries'],
    auth: 'required',
    params: ClientGlossariesParams,
    body: ImportTranslationMemoryBody,
    response: { 200: ImportTranslationMemoryResult, ...errors(400, 401, 403, 404, 413, 500) },
  }),
  deleteTranslationMemory: defineCall({
    operationId: 'deleteTranslationMemory',
    method: 'DELETE',
    path: '/clientConfigs/{clientId}/translationMemory',
    summary: "Delete the company's whole translation memory (final; logged)",
    tags: ['glossaries'],
    auth: 'required',
    params: ClientGlossariesParams,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
} as const;
