// The document review calls of the contract (decisions 173 and 174), as the editor uses them.
import { calls } from '@lingua/contract';
import type { DismissDocumentWarningBody, DocumentCheckContext, DocumentReview, DocumentSegmentsConflict, DocumentSegmentsSaved } from '@lingua/contract';
import { ApiError, callApi, useCall } from '@lingua/core';

/** While "Update file" runs, how often its state is read (one segment's listing: the state without the text). */
export const REBUILD_POLL_MS = 1_000;

export interface FileRef {
  jobRequestId: string;
  fileKey: string;
}

/** The whole document; read once per opening, never again on focus, so a reload never replaces typing. */
export function useDocumentSegments(file: FileRef) {
  return useCall(calls.getDocumentSegments, { params: file }, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
}

/** The document's state without its segments, read every REBUILD_POLL_MS while a rebuild runs. */
export function useDocumentState(file: FileRef, polling: boolean) {
  return useCall(calls.getDocumentSegments, polling ? { params: file, query: { from: 0, count: 1 } } : null, { refreshInterval: REBUILD_POLL_MS, dedupingInterval: 0 });
}

export function useDocumentVersions(file: FileRef, open: boolean) {
  return useCall(calls.getDocumentVersions, open ? { params: file } : null);
}

export function saveSegments(file: FileRef, version: number, segments: Array<{ position: number; target: string }>): Promise<DocumentSegmentsSaved> {
  return callApi(calls.saveDocumentSegments, { params: file, body: { version, segments } });
}

export function confirmSegments(file: FileRef, version: number, positions: number[]): Promise<DocumentSegmentsSaved> {
  return callApi(calls.confirmDocumentSegments, { params: file, body: { version, positions } });
}

export function rebuildDocument(file: FileRef, version: number): Promise<DocumentReview> {
  return callApi(calls.rebuildDocument, { params: file, body: { version } });
}

export function versionDownloadUrl(file: FileRef, version: number) {
  return callApi(calls.getDocumentVersionDownloadUrl, { params: { ...file, version: String(version) } });
}

/** The 409 of a save or confirm: the version now and the segments changed since, when the body says them. */
export function conflictOf(error: unknown): Required<Pick<DocumentSegmentsConflict, 'version' | 'conflicts'>> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as DocumentSegmentsConflict | undefined;
  if (!body || typeof body.version !== 'number') return null;
  return { version: body.version, conflicts: body.conflicts ?? [] };
}

/** How many segments' glossary terms and memory suggestions one read brings (the page around the segment edited). */
export const ASSISTS_PAGE = 50;

/** The glossary terms and memory suggestions of the page of segments holding `position`. */
export function useDocumentAssists(file: FileRef, position: number | null) {
  const from = position === null ? 0 : Math.floor(position / ASSISTS_PAGE) * ASSISTS_PAGE;
  return useCall(calls.getDocumentAssists, position === null ? null : { params: file, query: { from, count: ASSISTS_PAGE } }, { revalidateOnFocus: false });
}

/** The company's data the checks read: glossary, ignore list, forbidden words and the dismissed warnings. */
export function useDocumentCheckContext(file: FileRef) {
  return useCall(calls.getDocumentCheckContext, { params: file }, { revalidateOnFocus: false });
}

export function dismissWarning(file: FileRef, position: number, check: DismissDocumentWarningBody['check'], dismissed: boolean): Promise<DocumentCheckContext> {
  return callApi(calls.dismissDocumentWarning, { params: file, body: { position, check, dismissed } });
}

/** The delivered file's pages, and where `position`'s text stands on them; read only while the preview is open. */
export function useDocumentPreview(file: FileRef, position: number | null, open: boolean) {
  return useCall(calls.getDocumentPreview, open ? { params: file, query: position === null ? {} : { position } } : null, { revalidateOnFocus: false, keepPreviousData: true });
}
