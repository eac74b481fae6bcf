// Route element of the machine translation pages (spec 3 §2.1): the page follows the URL and navigates the
// portal's router; tabs and request details are addresses, so Back and bookmarks work.
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { lazyPart, RequestDetailsParts } from '@lingua/core';
import type { MachineTranslationTab } from '@lingua/contract';
import { useAnchorMarks } from '@lingua/conversations/anchor-marks';
import { useUnreadMarks } from '@lingua/conversations/unread-marks';
import { documentReviewPath } from '@lingua/document-review';
import { MachineTranslationPage } from '@lingua/machine-translation';
import { anchorThreads } from './anchor-threads.tsx';

// The conversation card loads with the first details page, not with the list.
const ConversationCard = lazyPart(() => import('@lingua/conversations').then((m) => m.ConversationCard));

export interface MachineTranslationRouteProps {
  /** The tab of the route; unset for /machineTranslation (the default tab). */
  tab?: MachineTranslationTab;
  /** The project system's base address; request details link to its projects. */
  projectSystemUrl?: string;
}

/** /machineTranslation, /machineTranslation/textTranslation, …/fileTranslation/:jobRequestId?, …/mediaTranslation/:jobRequestId?. */
export function MachineTranslationRoute({ tab, projectSystemUrl }: MachineTranslationRouteProps) {
  const { jobRequestId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  // A notice's `?thread=` opens that thread; the open thread stays in the address, so a reload keeps it.
  const conversation = (id: string) => (
    <ConversationCard key={id} jobRequestId={id} threadId={search.get('thread')} onThreadChange={(thread) => setSearch(thread ? { thread } : {}, { replace: true })} />
  );
  return (
    <RequestDetailsParts conversation={conversation} useListMarks={useUnreadMarks} anchorThreads={anchorThreads} useAnchorMarks={useAnchorMarks}>
      <MachineTranslationPage
        tab={tab}
        jobRequestId={jobRequestId ?? null}
        onNavigate={(path) => void navigate(path)}
        currentPath={location.pathname}
        reviewPath={documentReviewPath}
        humanProjectUrl={projectSystemUrl ? `${projectSystemUrl.replace(/\/+$/, '')}/projects/{xtrfInternalId}` : undefined}
      />
    </RequestDetailsParts>
  );
}
