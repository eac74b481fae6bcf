// The client's decision per target language of a delivered request (decision 184): approve, or request changes
// with a note (the server attaches the language's open issues and the request shows "Changes requested"), beside
// the language's latest decision. Staff do not decide; a colleague who may not decide gets the server's 403.
import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { calls, CLIENT_ROLES, REVIEW_NOTE_MAX_LENGTH, type JobRequest, type ReviewDecision } from '@lingua/contract';
import { callApi, errorDisplayMessage, formatDateTime, inputDir, nameOfLanguage, useCall, useEffectiveUser, useRevalidateJobRequests, useT } from '@lingua/core';
import { registerReviewApprovalTexts } from './approval-texts.ts';

registerReviewApprovalTexts();

const DECIDABLE = new Set<string>(['COMPLETED', 'CHANGES_REQUESTED']);

export function mayDecide(job: JobRequest, roles: readonly string[] | undefined): boolean {
  return DECIDABLE.has(job.status) && !!roles?.some((r) => (CLIENT_ROLES as readonly string[]).includes(r));
}

function Latest({ decision }: { decision: ReviewDecision | undefined }) {
  const t = useT();
  if (!decision)
    return (
      <Text size="sm" c="dimmed">
        {t('reviewApproval.none')}
      </Text>
    );
  const approved = decision.decision === 'APPROVED';
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge size="sm" variant="dot" color={approved ? 'teal' : 'orange'} tt="none">
          {t(`reviewApproval.badge.${decision.decision}`)}
        </Badge>
        <Text size="sm">{t(approved ? 'reviewApproval.approved' : 'reviewApproval.changesRequested', { who: decision.decidedBy, when: formatDateTime(decision.decidedAt) })}</Text>
      </Group>
      {decision.note ? <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{t('reviewApproval.note', { note: decision.note })}</Text> : null}
      {!approved && decision.issueIds.length > 0 ? <Text size="xs" c="dimmed">{t('reviewApproval.issuesAttached', { count: decision.issueIds.length })}</Text> : null}
    </Stack>
  );
}

interface LanguageRowProps {
  jobRequestId: string;
  language: { id: string; name: string };
  latest: ReviewDecision | undefined;
  onDecided(): Promise<unknown>;
}

function LanguageRow({ jobRequestId, language, latest, onDecided }: LanguageRowProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const params = { jobRequestId, languageId: language.id };
  const decide = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      setAsking(false);
      setNote('');
      await onDecided();
    } catch (e) {
      setError(errorDisplayMessage(e));
    }
    setBusy(false);
  };
  const send = () => (note.trim() ? decide(() => callApi(calls.requestTranslationChanges, { params, body: { note: note.trim() } })) : setError(t('reviewApproval.noteNeeded')));
  return (
    <Stack gap={6} component="li" className="lp-approval-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {nameOfLanguage(language)}
          </Text>
          <Latest decision={latest} />
        </Stack>
        <Group gap="xs">
          <Button size="xs" disabled={busy} aria-label={t('reviewApproval.approve', { language: nameOfLanguage(language, true) })} onClick={() => void decide(() => callApi(calls.approveTranslation, { params, body: {} }))}>
            {t('reviewApproval.approveShort')}
          </Button>
          <Button size="xs" variant="light" color="orange" disabled={busy || asking} aria-label={t('reviewApproval.requestChanges', { language: nameOfLanguage(language, true) })} onClick={() => (setError(null), setAsking(true))}>
            {t('reviewApproval.requestChangesShort')}
          </Button>
        </Group>
      </Group>
      {asking ? (
        <Stack gap={6} component="form" onSubmit={(e) => (e.preventDefault(), void send())}>
          <Textarea attributes={inputDir(note)} label={t('reviewApproval.noteLabel', { language: nameOfLanguage(language, true) })} description={t('reviewApproval.noteHint')} value={note} maxLength={REVIEW_NOTE_MAX_LENGTH} autosize minRows={2} maxRows={6} data-autofocus onChange={(e) => setNote(e.currentTarget.value)} />
          <Group gap="xs">
            <Button size="xs" type="submit" color="orange" loading={busy}>
              {t('reviewApproval.send')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" disabled={busy} onClick={() => (setError(null), setAsking(false))}>
              {t('reviewApproval.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Text size="sm" c={error ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
        {error ?? (busy ? t('reviewApproval.saving') : '')}
      </Text>
    </Stack>
  );
}

export function ApprovalBar({ job }: { job: JobRequest }) {
  const t = useT();
  const user = useEffectiveUser();
  const show = mayDecide(job, user?.roles);
  const decisions = useCall(calls.listReviewDecisions, show ? { params: { jobRequestId: job.id } } : null);
  const revalidate = useRevalidateJobRequests();
  if (!show) return null;
  const latestOf = (languageId: string) => decisions.data?.find((d) => d.languageId === languageId);
  const onDecided = () => Promise.all([decisions.mutate(), revalidate(job.id)]);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="lp-approval-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="lp-approval-title">
          {t('reviewApproval.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reviewApproval.intro')}
        </Text>
        {decisions.error ? (
          <Text size="sm" c="red.8" role="alert">
            {t('reviewApproval.loadFailed', { message: errorDisplayMessage(decisions.error) })}
          </Text>
        ) : null}
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {job.targetLanguages.map((language) => (
            <LanguageRow key={language.id} jobRequestId={job.id} language={language} latest={latestOf(language.id)} onDecided={onDecided} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
