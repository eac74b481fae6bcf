// Links of the dashboards. Inside the portal the host navigates (onNavigate, e.g. react-router); an embedded
// element reports the path and lets its page decide. A plain href keeps middle-click and "open in new tab".
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { projectSystemUrl, type ProjectSystemKind } from './format.ts';
import { inAppClick, useT } from '@lingua/core';
import type { DetailView } from './views.ts';

export { DETAIL_VIEWS, type DetailView } from './views.ts';

export type Navigate = (path: string) => void;

/** `/pmdetails/Maria%20Lopez/302`; an unassigned person's id is the literal null (spec 1 §2). */
export function detailPath(view: DetailView, name: string, id: string | null | undefined): string {
  return `/${view}/${encodeURIComponent(name)}/${id ?? 'null'}`;
}

export function RouteLink({ to, onNavigate, children }: { to: string; onNavigate?: Navigate; children: ReactNode }) {
  return (
    <Anchor
      href={to}
      fz="inherit"
      onClick={onNavigate ? inAppClick(() => onNavigate(to)) : undefined}
    >
      {children}
    </Anchor>
  );
}

/** A project, quote or job number linking out to the project-management system (plain text without a template). */
export function ProjectSystemLink({ template, kind, id, children }: { template?: string; kind: ProjectSystemKind; id: string | number | null | undefined; children: ReactNode }) {
  const t = useT();
  const href = projectSystemUrl(template, kind, id);
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} fz="inherit" target="_blank" rel="noopener noreferrer" title={t('dashboards.openInProjectSystem', { id: String(children) })}>
      {children}
    </Anchor>
  );
}
