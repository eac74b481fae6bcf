// The audit trail's state (decision 182): the filters being typed, the ones applied, the page, and the CSV export.
import { useState } from 'react';
import { calls, type AuditEventKind, type AuditExportQuery } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';
import { saveFile } from './save-file.ts';

export const AUDIT_TRAIL_PAGE_SIZES = [25, 50, 100] as const;

export interface AuditFilterDraft {
  event: AuditEventKind | '';
  person: string;
  /** YYYY-MM-DD, as a date field gives it; both ends are whole days in UTC, the end included. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterDraft = { event: '', person: '', from: '', to: '' };

const DAY_MS = 86_400_000;

/** The call's query for the filters: the end date's whole day is included. */
export function auditQuery(f: AuditFilterDraft): AuditExportQuery {
  return {
    ...(f.event ? { event: f.event } : {}),
    ...(f.person.trim() ? { person: f.person.trim() } : {}),
    ...(f.from ? { from: `${f.from}T00:00:00.000Z` } : {}),
    ...(f.to ? { to: new Date(Date.parse(`${f.to}T00:00:00.000Z`) + DAY_MS).toISOString() } : {}),
  };
}

export function useAuditTrail(clientId: string | null) {
  const [draft, setDraft] = useState<AuditFilterDraft>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilterDraft>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [exporting, setExporting] = useState<{ busy: boolean; failure: unknown }>({ busy: false, failure: null });
  const params = { clientId: clientId ?? '' };
  const events = useCall(calls.listAuditEvents, clientId === null ? null : { params, query: { ...auditQuery(applied), page, pageSize } });
  const apply = (next: AuditFilterDraft = draft) => {
    setDraft(next);
    setApplied(next);
    setPage(1);
  };
  const download = async () => {
    setExporting({ busy: true, failure: null });
    try {
      saveFile(await callApi(calls.exportAuditEvents, { params, query: auditQuery(applied) }));
      setExporting({ busy: false, failure: null });
    } catch (failure) {
      setExporting({ busy: false, failure });
    }
  };
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return { draft, setDraft, applied, apply, page, setPage, pageSize, changePageSize, events, download, exporting };
}

export type AuditTrailModel = ReturnType<typeof useAuditTrail>;
