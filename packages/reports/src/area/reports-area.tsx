// The reports area (spec 3 §2.1): the list at /reports and one report at /reports/{reportId}, behind the guard
// of spec 3 §2.7 (client roles and the reports application). In the portal the route is the location and
// `onNavigate` moves it; inside a widget the area keeps its own location and never navigates the host.
import { useState } from 'react';
import { Container } from '@mantine/core';
import { CLIENT_ROLES } from '@lingua/contract';
import { Guard, lazyPart } from '@lingua/core';
import type { ExportedFile } from '../report-page/report-page.tsx';
import { registerReportsTexts } from '../texts.ts';

registerReportsTexts();

// Behind the guard, one page at a time (decision 080): a visitor's first screen is the sign-in prompt, the list
// does not need the report page's table and chart, nor the report page the list.
const ReportList = lazyPart(() => import('../report-list/report-list.tsx').then((m) => m.ReportList));
const ReportPage = lazyPart(() => import('../report-page/report-page.tsx').then((m) => m.ReportPage));

const APPLICATIONS = ['reports'] as const;

/** The address of the list or of one report. */
export function reportsPath(reportId: string | null): string {
  return reportId ? `/reports/${encodeURIComponent(reportId)}` : '/reports';
}

export interface ReportsAreaProps {
  /** The report shown; unset or null: the list. */
  reportId?: string | null;
  /** Portal: moves the router (paths from reportsPath, or "/" for home). Unset: the area routes internally. */
  onNavigate?: (path: string) => void;
  /** Current path, for the sign-in guard (portal). */
  currentPath?: string;
  /** Widget: the shown report changed (null: back to the list). */
  onReportChange?: (reportId: string | null) => void;
  /** Widget: the user asked for the home page. */
  onHome?: () => void;
  onExported?: (file: ExportedFile) => void;
  /** Pause between export retries (tests and stories). */
  exportRetryDelayMs?: number;
}

/** List and report pages, guarded. */
export function ReportsArea(props: ReportsAreaProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Guard allowedRoles={CLIENT_ROLES} requiredApplications={APPLICATIONS} currentPath={props.currentPath}>
        <ReportsRoutes {...props} />
      </Guard>
    </Container>
  );
}

function ReportsRoutes({ reportId, onNavigate, onReportChange, onHome, onExported, exportRetryDelayMs }: ReportsAreaProps) {
  const [local, setLocal] = useState<string | null>(reportId ?? null);
  const shown = onNavigate ? (reportId ?? null) : local;
  const go = (next: string | null) => {
    if (onNavigate) onNavigate(reportsPath(next));
    else {
      setLocal(next);
      onReportChange?.(next);
    }
  };
  const home = () => (onNavigate ? onNavigate('/') : onHome?.());
  const links = Boolean(onNavigate);

  if (!shown) return <ReportList onOpen={(id) => go(id)} reportHref={links ? (id) => reportsPath(id) : undefined} />;
  return (
    <ReportPage
      reportId={shown}
      onHome={home}
      onReports={() => go(null)}
      homeHref={links ? '/' : undefined}
      reportsHref={links ? reportsPath(null) : undefined}
      onExported={onExported}
      exportRetryDelayMs={exportRetryDelayMs}
    />
  );
}
