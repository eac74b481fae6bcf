// Deletion receipts for the Files tab's stories and tests (decision 183): one request by hand, a date, the job.
import type { DeletionReceipt } from '@lingua/contract';

const receipt = (n: number, over: Partial<DeletionReceipt>): DeletionReceipt => ({
  id: `3c9d7e10-0000-4000-8000-${String(n).padStart(12, '0')}`,
  clientId: '1',
  companyName: 'Acme Health',
  reason: 'request',
  requestedBy: 'client@acme-health.example',
  endedBefore: null,
  deleteTranslationMemory: false,
  deleteGlossary: false,
  startedAt: new Date(Date.UTC(2026, 11, 7 - n, 9, 0)).toISOString(),
  completedAt: new Date(Date.UTC(2026, 11, 7 - n, 9, 1)).toISOString(),
  requests: [{ jobRequestId: '9001', name: 'Discharge letter', endedAt: '2026-11-02T10:00:00.000Z', objectCount: 4, totalBytes: 182_400 }],
  objectCount: 4,
  totalBytes: 182_400,
  translationUnitsDeleted: 0,
  glossaryEntriesDeleted: 0,
  ...over,
});

const many = (count: number) => Array.from({ length: count }, (_, i) => ({ jobRequestId: String(8000 + i), name: `Ward leaflet ${i + 1}`, endedAt: '2026-06-01T10:00:00.000Z', objectCount: 3, totalBytes: 96_000 }));

export const deletionReceipts: DeletionReceipt[] = [
  receipt(1, {}),
  receipt(2, { reason: 'company', endedBefore: '2026-07-01T00:00:00.000Z', requests: many(12), objectCount: 36, totalBytes: 1_152_000, deleteTranslationMemory: true, translationUnitsDeleted: 240 }),
  receipt(3, { reason: 'retention', requestedBy: 'retention', requests: many(3), objectCount: 9, totalBytes: 288_000 }),
];
