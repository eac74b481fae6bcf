// "Changed since your last review" after a redelivery (decision 188): the server lists the segments changed since
// the language's last decision; the client's editor opens on them once the request came back, says so, and shows
// all with one button. A later "Mark as reviewed" in this browser takes over (the filter's local rule).
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { QualityIssueList } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import type { ReviewFilter } from './review-filters.ts';

export type ReviewChanges = NonNullable<QualityIssueList['sinceReview']>;

/** The positions changed since the decision while it is the later review; opens the view on them once, for the client. */
export function useChangedSinceReview(since: ReviewChanges | undefined, staff: boolean, localMarker: string | null, setFilter: (f: ReviewFilter) => void): ReadonlySet<number> | null {
  const changed = useMemo(() => (since && (!localMarker || localMarker < since.decidedAt) ? new Set(since.segments.map(Number)) : null), [since, localMarker]);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !since) return;
    opened.current = true;
    if (since.redelivered && !staff) setFilter('sinceReview');
  }, [since, staff, setFilter]);
  return changed;
}

export interface SinceReviewNoticeProps {
  since: ReviewChanges | undefined;
  staff: boolean;
  filter: ReviewFilter;
  onFilter(filter: ReviewFilter): void;
}

export function SinceReviewNotice({ since, staff, filter, onFilter }: SinceReviewNoticeProps) {
  const t = useT();
  if (!since?.redelivered || staff) return null;
  const showing = filter === 'sinceReview';
  const vars = { count: since.segments.length, when: formatDateTime(since.decidedAt) };
  return (
    <Alert color="blue" variant="light" p="xs">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{t(showing ? 'documentReview.sinceReview.shown' : 'documentReview.sinceReview.hidden', vars)}</Text>
        <Button size="compact-sm" variant="white" onClick={() => onFilter(showing ? 'all' : 'sinceReview')}>
          {t(showing ? 'documentReview.sinceReview.showAll' : 'documentReview.sinceReview.showChanged')}
        </Button>
      </Group>
    </Alert>
  );
}
