/**
 * `<lingua-reports>`: the reports area (spec 3 §2.1, §2.4) as an embeddable element — the grouped list and one
 * report, switching inside the element.
 *
 * Attributes: `report-id` (open this report first; default the list) plus core's configuration attributes.
 * Events (bubbling, composed):
 * - `lingua-report-opened` — detail `{ reportId: string | null }` (null: back to the list).
 * - `lingua-exported` — detail `{ reportId, fileName, format, rows }` after a file was handed to the browser.
 * - `lingua-home` — the user chose Home in the breadcrumb; the host decides where that is.
 */
import { createElement } from 'react';
import { configureWidget, defineWidget } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { ReportsArea } from './reports-area.tsx';
import type { ExportedFile } from '../report-page/report-page.tsx';

/** Attributes of `<lingua-reports>`. */
export interface ReportsElementProps {
  /** Report opened first; unset: the list. */
  reportId?: string;
}

/** Events of `<lingua-reports>`. */
export type ReportsEvents = {
  'lingua-report-opened': { reportId: string | null };
  'lingua-exported': ExportedFile;
  'lingua-home': undefined;
};

function ReportsWidget({ reportId, dispatch }: ReportsElementProps & WidgetComponentProps<ReportsEvents>) {
  // Keyed by the attribute: setting report-id again shows that report.
  return createElement(ReportsArea, {
    key: reportId ?? '',
    reportId: reportId || null,
    onReportChange: (id) => dispatch('lingua-report-opened', { reportId: id }),
    onHome: () => dispatch('lingua-home', undefined),
    onExported: (file) => dispatch('lingua-exported', file),
  });
}

/** Called by the widget loader with the server's configuration; defines the element (idempotent). */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<ReportsElementProps, ReportsEvents>('lingua-reports', ReportsWidget, {
    props: { reportId: 'string' },
    events: ['lingua-report-opened', 'lingua-exported', 'lingua-home'],
    parts: { list: 'The reports, grouped by type (the list view).' },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-reports': LinguaElement<ReportsElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<ReportsEvents> {}
}
