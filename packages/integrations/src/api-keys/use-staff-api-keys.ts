// The staff page's conversation with the server (decision 152): every company's keys (staff may list them all),
// the company chosen to filter by, and revoking one as the client admin's tab does.
import { useState } from 'react';
import { usePagedList } from '@lingua/core';
import { useApiKeys } from '../api/api-keys.ts';
import { API_KEYS_PAGE_SIZES, companiesOf, matchesKey, ofCompany } from './api-keys-state.ts';
import { useKeyRevoke } from './use-key-revoke.ts';

export function useStaffApiKeys() {
  const keys = useApiKeys();
  const [company, setCompany] = useState<number | null>(null);
  const list = usePagedList(keys.data && ofCompany(keys.data, company), matchesKey, API_KEYS_PAGE_SIZES[0]);
  return { ...useKeyRevoke(() => keys.mutate()), keys, list, companies: companiesOf(keys.data ?? []), company, setCompany };
}

export type StaffApiKeysModel = ReturnType<typeof useStaffApiKeys>;
