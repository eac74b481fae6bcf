// The quality calls of the contract (decision 184) as the media editor uses them: one file's issues and score in a
// language, with what changed since the last review (decision 188), marking a line, taking back, staff's
// classification and answer, and the issues' CSV or PDF.
import { calls, type AnswerQualityIssueBody, type ClassifyQualityIssueBody, type MarkMediaIssueBody, type QualityExportFile, type QualityIssue } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

export function useMediaIssues(jobRequestId: string, fileIndex: number, languageId: string | null) {
  return useCall(calls.listQualityIssues, languageId ? { params: { jobRequestId }, query: { languageId, fileIndex } } : null, { revalidateOnFocus: false });
}

export function markLineIssue(jobRequestId: string, fileIndex: number, languageId: string, body: MarkMediaIssueBody): Promise<QualityIssue> {
  return callApi(calls.markMediaIssue, { params: { jobRequestId, fileIndex: String(fileIndex), languageId }, body });
}

export function takeBackLineIssue(jobRequestId: string, issueId: string): Promise<unknown> {
  return callApi(calls.deleteQualityIssue, { params: { jobRequestId, issueId } });
}

export function answerLineIssue(jobRequestId: string, issueId: string, body: AnswerQualityIssueBody): Promise<QualityIssue> {
  return callApi(calls.answerQualityIssue, { params: { jobRequestId, issueId }, body });
}

export function classifyLineIssue(jobRequestId: string, issueId: string, body: ClassifyQualityIssueBody): Promise<QualityIssue> {
  return callApi(calls.classifyQualityIssue, { params: { jobRequestId, issueId }, body });
}

export function exportMediaIssues(jobRequestId: string, fileIndex: number, languageId: string, format: 'csv' | 'pdf'): Promise<QualityExportFile> {
  return callApi(calls.exportQualityIssues, { params: { jobRequestId }, query: { languageId, fileIndex, format } });
}
