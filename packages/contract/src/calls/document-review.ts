// Calls of the registry (calls.ts): Document review and edit (extension to spec 3 §7, decision 173): a
// translated document's segments listed, saved and confirmed against the document's version, and the file built
// again from them, each earlier version kept. Scoped like getJobRequest; staff may open any request.
import { defineCall, errors } from '../define-call.ts';
import { DownloadUrl, JobRequestFileParams } from '../schemas/job-requests.ts';
import {
  ConfirmDocumentSegmentsBody,
  DocumentFileVersionParams,
  DocumentFileVersions,
  DocumentReview,
  DocumentSegmentsConflict,
  DocumentSegmentsQuery,
  DocumentSegmentsSaved,
  RebuildDocumentBody,
  SaveDocumentSegmentsBody,
} from '../schemas/document-review.ts';

export const documentReviewCalls = {
  getDocumentSegments: defineCall({
    operationId: 'getDocumentSegments',
    method: 'GET',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/segments',
    summary: "A translated document's segments beside its source's, with the document's version (all, or a page)",
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    querystring: DocumentSegmentsQuery,
    response: { 200: DocumentReview, ...errors(400, 401, 403, 404, 500) },
  }),
  saveDocumentSegments: defineCall({
    operationId: 'saveDocumentSegments',
    method: 'PUT',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/segments',
    summary: 'Save the targets of one or several segments; a target whose tags are broken is refused with the reason',
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    body: SaveDocumentSegmentsBody,
    response: { 200: DocumentSegmentsSaved, ...errors(400, 401, 403, 404, 500), 409: DocumentSegmentsConflict },
  }),
  confirmDocumentSegments: defineCall({
    operationId: 'confirmDocumentSegments',
    method: 'POST',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/segments/actions/confirm',
    summary: "Confirm segments; a confirmed segment a person changed becomes a unit of the company's translation memory",
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    body: ConfirmDocumentSegmentsBody,
    response: { 200: DocumentSegmentsSaved, ...errors(400, 401, 403, 404, 500), 409: DocumentSegmentsConflict },
  }),
  rebuildDocument: defineCall({
    operationId: 'rebuildDocument',
    method: 'POST',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/actions/rebuild',
    summary: '"Update file": build the document again from its segments; it replaces the delivered file only once it opens',
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    body: RebuildDocumentBody,
    response: { 202: DocumentReview, ...errors(400, 401, 403, 404, 409, 500, 503) },
  }),
  getDocumentVersions: defineCall({
    operationId: 'getDocumentVersions',
    method: 'GET',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/versions',
    summary: 'Every version of a delivered file, newest first',
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    response: { 200: DocumentFileVersions, ...errors(400, 401, 403, 404, 500) },
  }),
  getDocumentVersionDownloadUrl: defineCall({
    operationId: 'getDocumentVersionDownloadUrl',
    method: 'GET',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/versions/{version}/downloadUrl',
    summary: 'A short-lived download link to one version of a delivered file',
    tags: ['machineTranslation'],
    auth: 'required',
    params: DocumentFileVersionParams,
    response: { 200: DownloadUrl, ...errors(400, 401, 403, 404, 500) },
  }),
} as const;
