// Beside the segment being edited: where its text came from, who changed it last, and its checks, each with its
// one-click fix where there is one and a way to dismiss a warning (an error cannot be dismissed).
import type { ReactNode, Ref } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentSegment, DocumentSegmentAssists } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import type { CheckFinding } from './checks/index.ts';
import { useOriginText } from './segment-row.tsx';

export interface SegmentPanelProps {
  segment: DocumentSegment;
  findings: readonly CheckFinding[];
  readOnly: boolean;
  me: string | null;
  /** The checks heading is focused (the shortcut that opens the checks). */
  checksRef?: Ref<HTMLHeadingElement>;
  /** Confirmed and unchanged since: nothing to confirm. */
  confirmed: boolean;
  onConfirm(): void;
  /** The company's glossary terms in the source and the memory's suggestions (≥ 85 %). */
  assists: DocumentSegmentAssists | undefined;
  onTake(targetText: string): void;
  onFix(finding: CheckFinding): void;
  /** The same source translated differently: every segment of the group takes the fix. */
  onFixGroup(finding: CheckFinding): void;
  onDismiss(finding: CheckFinding): void;
  /** Below the assists: adding a term to the glossary. */
  extra?: ReactNode;
}

function FindingItem({ finding, readOnly, onFix, onFixGroup, onDismiss }: { finding: CheckFinding; readOnly: boolean; onFix(): void; onFixGroup(): void; onDismiss(): void }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" c={finding.severity === 'error' ? 'red.8' : 'orange.9'}>
        {t(finding.text, finding.params)}
      </Text>
      {!readOnly ? (
        <Group gap="xs">
          {finding.fix !== undefined ? (
            <Button size="compact-xs" variant="light" onClick={onFix}>
              {t('documentReview.panel.fix')}
            </Button>
          ) : null}
          {finding.fix !== undefined && finding.group && finding.group.length > 1 ? (
            <Button size="compact-xs" variant="light" onClick={onFixGroup}>
              {t('documentChecks.fixAll')}
            </Button>
          ) : null}
          {finding.severity === 'warning' ? (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss}>
              {t('documentReview.panel.dismiss')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

function Assists({ assists, readOnly, onTake }: { assists: DocumentSegmentAssists | undefined; readOnly: boolean; onTake(text: string): void }) {
  const t = useT();
  return (
    <>
      <Title order={4} size="h6">
        {t('documentReview.panel.terms')}
      </Title>
      {assists?.terms.length ? (
        assists.terms.map((term) => (
          <Text key={term.source} size="sm">
            {term.source} <span className="mantine-rotate-rtl" style={{ display: 'inline-block' }}>→</span> <strong>{term.doNotTranslate ? term.source : term.target}</strong>
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('documentReview.panel.none')}
        </Text>
      )}
      <Title order={4} size="h6">
        {t('documentReview.panel.suggestions')}
      </Title>
      {assists?.suggestions.length ? (
        assists.suggestions.map((sug) => (
          <Stack key={sug.targetText} gap={2}>
            <Text size="sm">
              {sug.targetText} <Text span size="xs" c="dimmed">{`${Math.round(sug.score * 100)} %`}</Text>
            </Text>
            {!readOnly ? (
              <Button size="compact-xs" variant="light" w="fit-content" onClick={() => onTake(sug.targetText)}>
                {t('documentReview.panel.take')}
              </Button>
            ) : null}
          </Stack>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('documentReview.panel.none')}
        </Text>
      )}
    </>
  );
}

export function SegmentPanel({ segment: s, findings, readOnly, me, checksRef, confirmed, assists, onConfirm, onTake, onFix, onFixGroup, onDismiss, extra }: SegmentPanelProps) {
  const t = useT();
  const origin = useOriginText();
  return (
    <Paper withBorder p="sm" radius="md" component="aside" aria-labelledby="lp-doc-panel">
      <Stack gap="xs">
        <Title order={3} size="h6" id="lp-doc-panel">
          {t('documentReview.panel.title', { n: s.position + 1 })}
        </Title>
        {!readOnly ? (
          <Button size="xs" w="fit-content" disabled={confirmed} onClick={onConfirm}>
            {confirmed ? t('documentReview.actions.confirmed') : t('documentReview.actions.confirm')}
          </Button>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('documentReview.panel.origin')}
        </Text>
        <Text size="sm">{origin(s, me)}</Text>
        {s.editedBy && s.editedAt ? (
          <Text size="xs" c="dimmed">
            {t('documentReview.panel.editedBy', { who: s.editedBy, when: formatDateTime(s.editedAt) })}
          </Text>
        ) : null}
        <Title order={4} size="h6" ref={checksRef} tabIndex={-1}>
          {t('documentReview.panel.checks')}
        </Title>
        {findings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('documentReview.panel.noFindings')}
          </Text>
        ) : (
          findings.map((f, i) => <FindingItem key={`${f.check}-${i}`} finding={f} readOnly={readOnly} onFix={() => onFix(f)} onFixGroup={() => onFixGroup(f)} onDismiss={() => onDismiss(f)} />)
        )}
        <Assists assists={assists} readOnly={readOnly} onTake={onTake} />
        {extra}
      </Stack>
    </Paper>
  );
}
