// Issues marked in plain words and the file's score (decision 184), for the editors that show them: the document
// editor and the media editor. A deep import (`@lingua/core/review-issues`), so only the editors' chunks hold it.
export { IssuePanel, type IssueAnswer, type IssuePanelProps } from './issue-panel.tsx';
export { IssueForm, type IssueDraft, type IssueFormProps } from './issue-form.tsx';
export { FileScore, saveExport, type FileScoreProps } from './file-score.tsx';
export { reviewIssuesTextsEn } from './review-issues-texts.ts';
