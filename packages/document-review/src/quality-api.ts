// The quality calls of the contract (decision 184) as the editor uses them: a file's issues and score in one
// language, marking, taking back, staff's classification and answer, and the issues' CSV or PDF.
import { calls } from '@lingua/contract';
import type { AnswerQualityIssueBody, ClassifyQualityIssueBody, MarkDocumentIssueBody, QualityExportFile, QualityIssue } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';
import type { FileRef } from './review-api.ts';

export function useFileIssues(file: FileRef, languageId: string) {
  return useCall(calls.listQualityIssues, { params: { jobRequestId: file.jobRequestId }, query: { languageId, fileKey: file.fileKey } }, { revalidateOnFocus: false });
}

export function markIssue(file: FileRef, body: MarkDocumentIssueBody): Promise<QualityIssue> {
  return callApi(calls.markDocumentIssue, { params: file, body });
}

export function takeBackIssue(jobRequestId: string, issueId: string): Promise<unknown> {
  return callApi(calls.deleteQualityIssue, { params: { jobRequestId, issueId } });
}

export function answerIssue(jobRequestId: string, issueId: string, body: AnswerQualityIssueBody): Promise<QualityIssue> {
  return callApi(calls.answerQualityIssue, { params: { jobRequestId, issueId }, body });
}

export function classifyIssue(jobRequestId: string, issueId: string, body: ClassifyQualityIssueBody): Promise<QualityIssue> {
  return callApi(calls.classifyQualityIssue, { params: { jobRequestId, issueId }, body });
}

export function exportIssues(file: FileRef, languageId: string, format: 'csv' | 'pdf'): Promise<QualityExportFile> {
  return callApi(calls.exportQualityIssues, { params: { jobRequestId: file.jobRequestId }, query: { languageId, fileKey: file.fileKey, format } });
}
