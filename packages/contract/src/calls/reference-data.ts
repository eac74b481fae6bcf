// Calls of the registry (calls.ts): Reference data (spec 1 §7, spec 2 §7, spec 3 §7)
import { defineCall, errors } from '../define-call.ts';
import {
  CountryList,
  LanguageList,
  LanguagesQuery,
  LltsLanguageList,
  ProvinceList,
} from '../schemas/reference-data.ts';

export const referenceDataCalls = {
  getLanguages: defineCall({
    operationId: 'getLanguages',
    method: 'GET',
    path: '/languages',
    summary: 'List languages, optionally only those with an id in the named backend systems',
    tags: ['referenceData'],
    auth: 'optional',
    querystring: LanguagesQuery,
    response: { 200: LanguageList, ...errors(400, 500) },
  }),
  getLltsLanguages: defineCall({
    operationId: 'getLltsLanguages',
    method: 'GET',
    path: '/lltsLanguages',
    summary: 'List the languages of the text translation engine',
    tags: ['referenceData'],
    auth: 'optional',
    response: { 200: LltsLanguageList, ...errors(500) },
  }),
  getCountries: defineCall({
    operationId: 'getCountries',
    method: 'GET',
    path: '/countries',
    summary: 'List countries',
    tags: ['referenceData'],
    auth: 'optional',
    response: { 200: CountryList, ...errors(500) },
  }),
  getProvinces: defineCall({
    operationId: 'getProvinces',
    method: 'GET',
    path: '/provinces',
    summary: 'List provinces (states) with their countryId',
    tags: ['referenceData'],
    auth: 'optional',
    response: { 200: ProvinceList, ...errors(500) },
  }),
} as const;
