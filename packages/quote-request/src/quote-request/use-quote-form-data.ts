// What the create-project form needs for a client, loaded once for every entry (signed-in, visitor, external
// link): the languages (and those the client may order), its PROJECT custom fields, the address lists, and the
// record of what the live estimate uploaded so that Submit sends each file once.
import { useState } from 'react';
import { useCountries, useCustomFieldDefinitions, useLanguages, useProvinces } from '@lingua/core';
import { useAvailableLanguages } from '../api/get-available-languages.ts';
import type { SubmitInput } from '../rules/submit-request.ts';
import { UploadedFiles } from '../rules/uploaded-files.ts';

/** The lists a submission needs to turn ids into {id, name} references. */
export type LoadedData = Pick<SubmitInput, 'customFieldDefinitions' | 'languages' | 'countries' | 'provinces' | 'uploaded'>;

/** `clientId` null: no client yet (an invalid link, or a visitor without a company); undefined: the provider's lists. */
export function useQuoteFormData(clientId: string | null | undefined) {
  const languages = useLanguages();
  const customFields = useCustomFieldDefinitions(clientId, 'PROJECT');
  const available = useAvailableLanguages(clientId);
  const countries = useCountries();
  const provinces = useProvinces();
  // What the live estimate uploaded, for the submit to reuse (one record per form).
  const [uploaded] = useState(() => new UploadedFiles());
  return {
    error: languages.error ?? customFields.error,
    loading: !languages.data || (!!clientId && !customFields.data),
    retry: () => void (languages.mutate(), customFields.mutate()),
    uploaded,
    /** The form's lists, as QuoteRequestForm takes them. */
    lists: {
      customFieldDefinitions: customFields.data ?? [],
      languages: languages.data ?? [],
      availableLanguageIds: available.data,
      countries: countries.data,
      provinces: provinces.data,
    },
    /** The lists as a submission takes them. */
    submitData: (): LoadedData => ({
      customFieldDefinitions: customFields.data ?? [],
      languages: languages.data ?? [],
      countries: countries.data ?? [],
      provinces: provinces.data ?? [],
      uploaded,
    }),
  };
}

export type QuoteFormData = ReturnType<typeof useQuoteFormData>;
