// Calls of the registry (calls.ts): what the document editor shows beside a segment and what its checks read
// (extension to spec 3 §7, decisions 180 and 181). Scoped like getDocumentSegments: another company's request
// answers 404, staff may open any; dismissing and the company's word lists change as saving does. The preview
// shows the delivered file page by page.
import { defineCall, errors } from '../define-call.ts';
import { JobRequestFileParams } from '../schemas/job-requests.ts';
import {
  DismissDocumentWarningBody,
  DocumentAssists,
  DocumentAssistsQuery,
  DocumentCheckContext,
  DocumentPreview,
  DocumentPreviewQuery,
  UpdateDocumentCheckWordsBody,
} from '../schemas/document-review-assists.ts';

export const documentReviewAssistsCalls = {
  getDocumentAssists: defineCall({
    operationId: 'getDocumentAssists',
    method: 'GET',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/segments/assists',
    summary: "For a page of segments: the company's glossary terms found in each source and its memory's suggestions at 85 % or more",
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    querystring: DocumentAssistsQuery,
    response: { 200: DocumentAssists, ...errors(400, 401, 403, 404, 500) },
  }),
  getDocumentCheckContext: defineCall({
    operationId: 'getDocumentCheckContext',
    method: 'GET',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/checks',
    summary: "What the quality checks read: the company's glossary, word lists and this document's dismissed warnings",
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    response: { 200: DocumentCheckContext, ...errors(400, 401, 403, 404, 500) },
  }),
  dismissDocumentWarning: defineCall({
    operationId: 'dismissDocumentWarning',
    method: 'PUT',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/checks/dismissals',
    summary: 'Dismiss a warning on a segment, or take the dismissal back; kept with who and when',
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    body: DismissDocumentWarningBody,
    response: { 200: DocumentCheckContext, ...errors(400, 401, 403, 404, 409, 500) },
  }),
  updateDocumentCheckWords: defineCall({
    operationId: 'updateDocumentCheckWords',
    method: 'PUT',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/checks/words',
    summary: "Add to or remove from the company's words kept as in the source, or its forbidden terms",
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    body: UpdateDocumentCheckWordsBody,
    response: { 200: DocumentCheckContext, ...errors(400, 401, 403, 404, 409, 500) },
  }),
  getDocumentPreview: defineCall({
    operationId: 'getDocumentPreview',
    method: 'GET',
    path: '/jobRequests/{jobRequestId}/files/{fileKey}/preview',
    summary: 'The delivered document as page images (made once per file version), and the page and place of a segment',
    tags: ['machineTranslation'],
    auth: 'required',
    params: JobRequestFileParams,
    querystring: DocumentPreviewQuery,
    response: { 200: DocumentPreview, ...errors(400, 401, 403, 404, 500, 503) },
  }),
} as const;
