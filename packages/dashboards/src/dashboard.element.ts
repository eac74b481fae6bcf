/**
 * `<lingua-dashboard>`: the staff dashboard (spec 1 §2) as an embeddable element — the overview, the quality view
 * (decision 187), or one detail table.
 *
 * Attributes: `view` (`overview`, default, `quality`, or pmdetails, qadetails, pastdue, duetoday, currentquotes,
 * completedquotes), `name` and `person-id` (detail views; `null` for unassigned), `project-system-url` (link
 * template with {kind} and {id}), plus the configuration attributes of every Lingua element.
 * Events (bubbling, composed): `lingua-navigate` — detail `{ path }`, a dashboard link was followed (e.g.
 * `/pmdetails/Maria%20Lopez/3`); the host decides where that leads (widgets never navigate).
 */
import { createElement } from 'react';
import { DASHBOARD_ROLES } from '@lingua/contract';
import { configureWidget, defineWidget, Guard, lazyPart, useT } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { DETAIL_VIEWS, type DetailView } from './views.ts';
import './texts.ts';

// Behind the staff guard: a visitor's first screen is the sign-in prompt, so the dashboard's tables and charts
// load once someone may see them, and a detail view never loads the overview's charts (decision 081).
const DashboardOverview = lazyPart(() => import('./overview/dashboard-overview.tsx').then((m) => m.DashboardOverview));
const DashboardDetail = lazyPart(() => import('./detail/dashboard-detail.tsx').then((m) => m.DashboardDetail));
const DashboardQuality = lazyPart(() => import('./quality/dashboard-quality.tsx').then((m) => m.DashboardQuality));

/** Attributes of `<lingua-dashboard>`. */
export interface DashboardElementProps {
  view?: string;
  name?: string;
  personId?: string;
  projectSystemUrl?: string;
}

/** Events of `<lingua-dashboard>`. */
export type DashboardEvents = {
  'lingua-navigate': { path: string };
};

function DashboardWidget(props: DashboardElementProps & WidgetComponentProps<DashboardEvents>) {
  const t = useT();
  // Staff only, as the portal's dashboard routes: signed out, the element explains itself and offers popup
  // sign-in instead of showing the API's 401 as errors.
  return createElement(Guard, { allowedRoles: DASHBOARD_ROLES, signInReason: t('dashboards.signInReason') }, createElement(DashboardView, props));
}

function DashboardView({ view, name, personId, projectSystemUrl, dispatch }: DashboardElementProps & WidgetComponentProps<DashboardEvents>) {
  const onNavigate = (path: string) => dispatch('lingua-navigate', { path });
  if (view === 'quality') return createElement(DashboardQuality, { onNavigate });
  if (view && (DETAIL_VIEWS as readonly string[]).includes(view))
    return createElement(DashboardDetail, { view: view as DetailView, name: name ?? '', id: personId || 'null', projectSystemUrl, onNavigate });
  return createElement(DashboardOverview, { onNavigate });
}

/** Called by the widget loader with the server's configuration; defines the element (idempotent). */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<DashboardElementProps, DashboardEvents>('lingua-dashboard', DashboardWidget, {
    props: { view: 'string', name: 'string', personId: 'string', projectSystemUrl: 'string' },
    events: ['lingua-navigate'],
    parts: { toolbar: 'The title and Collapse all.', groups: 'The groups of summary tables (overview).' },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-dashboard': LinguaElement<DashboardElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<DashboardEvents> {}
}
