// The issues of the segment being edited (decision 184): each with its status and staff's answer beside it, taking
// back one's own open issue, "Mark an issue" with the plain word the edit suggests; staff answer here too.
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { QUALITY_ANSWER_REASON_MAX_LENGTH, type QualityIssue, type QualityPlainType } from '@lingua/contract';
import { errorDisplayMessage, formatDateTime, useT } from '@lingua/core';
import { IssueForm, type IssueDraft } from './issue-form.tsx';
import './texts/review-issues-texts.ts';

const STATUS_COLOR: Record<QualityIssue['status'], string> = { OPEN: 'blue', ACCEPTED: 'teal', REJECTED: 'gray', FIXED: 'green' };

export interface IssuePanelProps {
  /** The segment's number as people read it (position + 1). */
  n: number;
  issues: readonly QualityIssue[];
  /** The file's issues could not be read. */
  loadError?: string | null;
  /** Staff: the MQM values and the answer's buttons. */
  canAnswer: boolean;
  suggested: QualityPlainType | null;
  selectedWords: string;
  onMark(draft: IssueDraft): Promise<unknown>;
  onTakeBack(issue: QualityIssue): Promise<unknown>;
  onAnswer(issue: QualityIssue, answer: 'ACCEPTED' | 'REJECTED' | 'FIXED', reason: string): Promise<unknown>;
}

function Answering({ issue, onAnswer }: { issue: QualityIssue; onAnswer: IssuePanelProps['onAnswer'] }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = async (a: 'ACCEPTED' | 'REJECTED' | 'FIXED') => {
    if (a === 'REJECTED' && !reason.trim()) return setError(t('reviewIssues.answer.reasonNeeded'));
    setBusy(true);
    setError(null);
    try {
      await onAnswer(issue, a, reason.trim());
    } catch (e) {
      setError(errorDisplayMessage(e));
    }
    setBusy(false);
  };
  return (
    <Stack gap={4}>
      <Textarea size="xs" label={t('reviewIssues.answer.reasonLabel')} value={reason} maxLength={QUALITY_ANSWER_REASON_MAX_LENGTH} autosize minRows={1} onChange={(e) => setReason(e.currentTarget.value)} />
      <Group gap={4}>
        <Button size="compact-xs" variant="light" color="teal" disabled={busy} onClick={() => void answer('ACCEPTED')}>
          {t('reviewIssues.answer.accept')}
        </Button>
        <Button size="compact-xs" variant="light" color="gray" disabled={busy} onClick={() => void answer('REJECTED')}>
          {t('reviewIssues.answer.reject')}
        </Button>
        <Button size="compact-xs" variant="light" color="green" disabled={busy} onClick={() => void answer('FIXED')}>
          {t('reviewIssues.answer.fixed')}
        </Button>
      </Group>
      <Text size="xs" c="red.8" role="status" aria-live="polite">
        {error ?? ''}
      </Text>
    </Stack>
  );
}

function IssueItem({ issue, canAnswer, onTakeBack, onAnswer }: { issue: QualityIssue; canAnswer: boolean; onTakeBack(): Promise<unknown>; onAnswer: IssuePanelProps['onAnswer'] }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const what = issue.plainType ? t(`reviewIssues.plain.${issue.plainType}`) : t(`reviewIssues.mqmType.${issue.mqmType}`);
  const how = issue.severity ? t(`reviewIssues.severity.${issue.severity}`) : t(`reviewIssues.mqmSeverity.${issue.mqmSeverity}`);
  const takeBack = () => onTakeBack().catch((e: unknown) => setError(errorDisplayMessage(e)));
  return (
    <Stack gap={2} component="li" className="lp-doc-issue">
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>{`${what} · ${how}`}</Text>
        <Badge size="sm" variant="dot" color={STATUS_COLOR[issue.status]} tt="none">
          {t(`reviewIssues.status.${issue.status}`)}
        </Badge>
      </Group>
      {issue.words ? <Text size="sm">{`“${issue.words}”`}</Text> : null}
      {issue.comment ? <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{issue.comment}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('reviewIssues.by', { who: issue.createdBy, when: formatDateTime(issue.createTime) })}
      </Text>
      {canAnswer ? (
        <Text size="xs" c="dimmed">
          {t('reviewIssues.mqm', { type: t(`reviewIssues.mqmType.${issue.mqmType}`), severity: t(`reviewIssues.mqmSeverity.${issue.mqmSeverity}`) })}
        </Text>
      ) : null}
      {issue.status !== 'OPEN' ? (
        <Text size="xs">
          {`${t(`reviewIssues.status.${issue.status}`)}: ${issue.answeredBy && issue.answeredAt ? t('reviewIssues.answer.by', { who: issue.answeredBy, when: formatDateTime(issue.answeredAt) }) : ''}`}
          {issue.answerReason ? ` · ${t('reviewIssues.answer.reason', { reason: issue.answerReason })}` : ''}
        </Text>
      ) : null}
      {issue.mine && issue.status === 'OPEN' ? (
        <Button size="compact-xs" variant="subtle" color="gray" w="fit-content" onClick={() => void takeBack()}>
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

export function IssuePanel({ n, issues, loadError, canAnswer, suggested, selectedWords, onMark, onTakeBack, onAnswer }: IssuePanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const mark = async (draft: IssueDraft) => {
    await onMark(draft);
    setOpen(false);
    setDone(t('reviewIssues.saved'));
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="lp-doc-issues">
        <Title order={4} size="h6" id="lp-doc-issues">
          {t('reviewIssues.title')}
        </Title>
        {loadError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('reviewIssues.loadFailed', { message: loadError })}
          </Text>
        ) : issues.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reviewIssues.none')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" className="lp-doc-issues" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {issues.map((i) => (
              <IssueItem key={i.id} issue={i} canAnswer={canAnswer} onTakeBack={async () => (await onTakeBack(i), setDone(t('reviewIssues.takenBack')))} onAnswer={onAnswer} />
            ))}
          </Stack>
        )}
        {open ? (
          <IssueForm title={t('reviewIssues.formTitle', { n })} suggested={suggested} selectedWords={selectedWords} onSubmit={mark} onCancel={() => setOpen(false)} />
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
