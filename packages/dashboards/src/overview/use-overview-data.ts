// Every call the overview reads, loaded once for the key figures and the groups (SWR shares each call).
import { useFohCompleted } from '../api/get-foh-completed-project-stats.ts';
import { useFohCurrent } from '../api/get-foh-current-project-stats.ts';
import { useFohPending } from '../api/get-foh-pending-review-stats.ts';
import { useDueToday, usePastDue, useStarts, useTurnaround } from '../api/get-project-stats.ts';
import { useQa } from '../api/get-qa-stats.ts';
import { useQuotesByVertical } from '../api/get-quote-stats.ts';
import { useUnassignedQuotes } from '../api/get-unassigned-quotes.ts';

export function useOverviewData() {
  return {
    starts: useStarts(),
    turnaround: useTurnaround(),
    quotes: useQuotesByVertical(),
    pastDue: usePastDue(),
    dueToday: useDueToday(),
    qa: useQa(),
    current: useFohCurrent(),
    completed: useFohCompleted(),
    pending: useFohPending(),
    unassigned: useUnassignedQuotes(),
  };
}

export type OverviewData = ReturnType<typeof useOverviewData>;
