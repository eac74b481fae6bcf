// The issues of one document segment or media line (decision 184): each with its status and staff's answer beside
// it, taking back one's own open issue, "Mark an issue" with the plain word the edit suggests. Staff see the MQM
// type and severity each issue counts as, change them and answer. Shared by the document and the media editor.
import { useId, useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  MQM_ERROR_TYPES,
  MQM_SEVERITIES,
  QUALITY_ANSWER_REASON_MAX_LENGTH,
  type ClassifyQualityIssueBody,
  type QualityIssue,
  type QualityPlainType,
} from '@lingua/contract';
import { errorDisplayMessage } from '../api/api-error.ts';
import { useT } from '../i18n/i18n.ts';
import { inputDir } from '../i18n/format.ts';
import { formatDateTime } from '../job-requests/format.ts';
import { IssueForm, type IssueDraft } from './issue-form.tsx';
import { registerReviewIssuesTexts } from './review-issues-texts.ts';

registerReviewIssuesTexts();

const STATUS_COLOR: Record<QualityIssue['status'], string> = { OPEN: 'blue', ACCEPTED: 'teal', REJECTED: 'gray', FIXED: 'green' };

export type IssueAnswer = 'ACCEPTED' | 'REJECTED' | 'FIXED';

export interface IssuePanelProps {
  /** The segment's or line's number as people read it. */
  n: number;
  /** What the issues are marked on: a document's segment or a media request's line. */
  unit?: 'segment' | 'line';
  issues: readonly QualityIssue[];
  /** The file's issues could not be read. */
  loadError?: string | null;
  /** Staff: the MQM values, changing them, and the answer's buttons. */
  canAnswer: boolean;
  suggested: QualityPlainType | null;
  selectedWords: string;
  onMark(draft: IssueDraft): Promise<unknown>;
  onTakeBack(issue: QualityIssue): Promise<unknown>;
  onAnswer(issue: QualityIssue, answer: IssueAnswer, reason: string): Promise<unknown>;
  onClassify?(issue: QualityIssue, change: ClassifyQualityIssueBody): Promise<unknown>;
}

/** Runs a call of the panel, keeping its failure to show beside what was done. */
function useAct() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await run();
      return true;
    } catch (e) {
      setError(errorDisplayMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, act };
}

function Answering({ issue, onAnswer }: { issue: QualityIssue; onAnswer: IssuePanelProps['onAnswer'] }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const { error, setError, busy, act } = useAct();
  const answer = (a: IssueAnswer) => {
    if (a === 'REJECTED' && !reason.trim()) return setError(t('reviewIssues.answer.reasonNeeded'));
    void act(() => onAnswer(issue, a, reason.trim()));
  };
  return (
    <Stack gap={4}>
      <Textarea size="xs" attributes={inputDir(reason)} label={t('reviewIssues.answer.reasonLabel')} value={reason} maxLength={QUALITY_ANSWER_REASON_MAX_LENGTH} autosize minRows={1} onChange={(e) => setReason(e.currentTarget.value)} />
      <Group gap={4}>
        <Button size="compact-sm" variant="default" disabled={busy} onClick={() => answer('ACCEPTED')}>
          {t('reviewIssues.answer.accept')}
        </Button>
        <Button size="compact-sm" variant="default" disabled={busy} onClick={() => answer('REJECTED')}>
          {t('reviewIssues.answer.reject')}
        </Button>
        <Button size="compact-sm" variant="default" disabled={busy} onClick={() => answer('FIXED')}>
          {t('reviewIssues.answer.fixed')}
        </Button>
      </Group>
      <Text size="xs" c="red.8" role="status" aria-live="polite">
        {error ?? ''}
      </Text>
    </Stack>
  );
}

/** Staff's view of what an issue counts as, and changing it (the server rescores the file). */
function Classifying({ issue, onClassify }: { issue: QualityIssue; onClassify: NonNullable<IssuePanelProps['onClassify']> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState(issue.mqmType);
  const [severity, setSeverity] = useState(issue.mqmSeverity);
  const [done, setDone] = useState(false);
  const { error, busy, act } = useAct();
  const counted = t('reviewIssues.mqm', { type: t(`reviewIssues.mqmType.${issue.mqmType}`), severity: t(`reviewIssues.mqmSeverity.${issue.mqmSeverity}`) });
  const save = async () => {
    const change = { ...(type !== issue.mqmType ? { mqmType: type } : {}), ...(severity !== issue.mqmSeverity ? { mqmSeverity: severity } : {}) };
    if (Object.keys(change).length === 0) return setOpen(false);
    if (await act(() => onClassify(issue, change))) {
      setOpen(false);
      setDone(true);
    }
  };
  const start = () => (setType(issue.mqmType), setSeverity(issue.mqmSeverity), setDone(false), setOpen(true));
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="dimmed">
          {counted}
        </Text>
        {open ? null : (
          <Button size="compact-sm" variant="subtle" onClick={start}>
            {t('reviewIssues.classify.open')}
          </Button>
        )}
      </Group>
      {open ? (
        <Group gap={6} align="flex-end" wrap="wrap">
          <NativeSelect size="xs" label={t('reviewIssues.classify.type')} value={type} data={MQM_ERROR_TYPES.map((m) => ({ value: m, label: t(`reviewIssues.mqmType.${m}`) }))} onChange={(e) => setType(e.currentTarget.value as typeof type)} />
          <NativeSelect size="xs" label={t('reviewIssues.classify.severity')} value={severity} data={MQM_SEVERITIES.map((m) => ({ value: m, label: t(`reviewIssues.mqmSeverity.${m}`) }))} onChange={(e) => setSeverity(e.currentTarget.value as typeof severity)} />
          <Button size="compact-sm" loading={busy} onClick={() => void save()}>
            {t('reviewIssues.classify.save')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray" disabled={busy} onClick={() => setOpen(false)}>
            {t('reviewIssues.classify.cancel')}
          </Button>
        </Group>
      ) : null}
      <Text size="xs" c={error ? 'red.8' : 'teal.9'} role="status" aria-live="polite">
        {error ?? (done ? t('reviewIssues.classify.saved', { type: t(`reviewIssues.mqmType.${issue.mqmType}`), severity: t(`reviewIssues.mqmSeverity.${issue.mqmSeverity}`) }) : '')}
      </Text>
    </Stack>
  );
}

interface IssueItemProps {
  issue: QualityIssue;
  canAnswer: boolean;
  onTakeBack(): Promise<unknown>;
  onAnswer: IssuePanelProps['onAnswer'];
  onClassify: IssuePanelProps['onClassify'];
}

function IssueItem({ issue, canAnswer, onTakeBack, onAnswer, onClassify }: IssueItemProps) {
  const t = useT();
  const { error, act } = useAct();
  const what = issue.plainType ? t(`reviewIssues.plain.${issue.plainType}`) : t(`reviewIssues.mqmType.${issue.mqmType}`);
  const how = issue.severity ? t(`reviewIssues.severity.${issue.severity}`) : t(`reviewIssues.mqmSeverity.${issue.mqmSeverity}`);
  return (
    <Stack gap={2} component="li" className="lp-doc-issue">
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>{`${what} · ${how}`}</Text>
        <Badge size="sm" variant="dot" color={STATUS_COLOR[issue.status]} tt="none">
          {t(`reviewIssues.status.${issue.status}`)}
        </Badge>
      </Group>
      {issue.words ? <Text size="sm" dir="auto">{`“${issue.words}”`}</Text> : null}
      {issue.comment ? <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>{issue.comment}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('reviewIssues.by', { who: issue.createdBy, when: formatDateTime(issue.createTime) })}
      </Text>
      {canAnswer && onClassify ? <Classifying issue={issue} onClassify={onClassify} /> : null}
      {canAnswer && !onClassify ? (
        <Text size="xs" c="dimmed">
          {t('reviewIssues.mqm', { type: t(`reviewIssues.mqmType.${issue.mqmType}`), severity: t(`reviewIssues.mqmSeverity.${issue.mqmSeverity}`) })}
        </Text>
      ) : null}
      {issue.status !== 'OPEN' ? (
        <Text size="xs">
          {issue.answeredBy && issue.answeredAt
            ? t('reviewIssues.answer.answered', { status: t(`reviewIssues.status.${issue.status}`), who: issue.answeredBy, when: formatDateTime(issue.answeredAt) })
            : t(`reviewIssues.status.${issue.status}`)}
          {issue.answerReason ? ` · ${t('reviewIssues.answer.reason', { reason: issue.answerReason })}` : ''}
        </Text>
      ) : null}
      {issue.mine && issue.status === 'OPEN' ? (
        <Button size="compact-sm" variant="subtle" color="gray" w="fit-content" onClick={() => void act(onTakeBack)}>
          {t('reviewIssues.takeBack')}
        </Button>
      ) : null}
      {canAnswer && issue.status === 'OPEN' ? <Answering issue={issue} onAnswer={onAnswer} /> : null}
      {error ? (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export function IssuePanel({ n, unit = 'segment', issues, loadError, canAnswer, suggested, selectedWords, onMark, onTakeBack, onAnswer, onClassify }: IssuePanelProps) {
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const mark = async (draft: IssueDraft) => {
    await onMark(draft);
    setOpen(false);
    setDone(t('reviewIssues.saved'));
  };
  const takeBack = (i: QualityIssue) => async () => (await onTakeBack(i), setDone(t('reviewIssues.takenBack')));
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        {t('reviewIssues.title')}
      </Title>
      {loadError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('reviewIssues.loadFailed', { message: loadError })}
        </Text>
      ) : issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(unit === 'line' ? 'reviewIssues.noneLine' : 'reviewIssues.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className="lp-doc-issues" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {issues.map((i) => (
            <IssueItem key={i.id} issue={i} canAnswer={canAnswer} onTakeBack={takeBack(i)} onAnswer={onAnswer} onClassify={onClassify} />
          ))}
        </Stack>
      )}
      {open ? (
        <IssueForm title={t(unit === 'line' ? 'reviewIssues.formTitleLine' : 'reviewIssues.formTitle', { n })} suggested={suggested} selectedWords={selectedWords} onSubmit={mark} onCancel={() => setOpen(false)} />
      ) : (
        <Button size="xs" variant="light" w="fit-content" onClick={() => (setDone(null), setOpen(true))}>
          {t('reviewIssues.mark')}
        </Button>
      )}
      <Text size="xs" c="teal.9" role="status" aria-live="polite">
        {done ?? ''}
      </Text>
    </Stack>
  );
}
