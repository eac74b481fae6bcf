/**
 * `<lingua-machine-translation>`: the whole machine translation page (spec 3 §2.2) — tabs from the settings,
 * text and document translation, request details — switching tabs and details inside the element.
 *
 * Attributes: `tab` (`textTranslation` | `fileTranslation`, default per the settings), `human-project-url`,
 * plus core's configuration attributes.
 * Events: `lingua-submitted` (detail `{ jobRequestId: string }`) after a document request was created.
 */
import { createElement } from 'react';
import type { MachineTranslationTab } from '@lingua/contract';
import { configureWidget, defineWidget } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { MachineTranslationPage } from './machine-translation-page.tsx';

/** Events of `<lingua-machine-translation>`. */
export type MachineTranslationEvents = { 'lingua-submitted': { jobRequestId: string } };

/** Attributes of `<lingua-machine-translation>`. */
export interface MachineTranslationElementProps {
  /** First tab shown. */
  tab?: MachineTranslationTab;
  /** Address template of the human-translation project. */
  humanProjectUrl?: string;
}

function MachineTranslationWidget({ tab, humanProjectUrl, dispatch }: MachineTranslationElementProps & WidgetComponentProps<MachineTranslationEvents>) {
  // No onNavigate: the page keeps its location inside the element.
  return createElement(MachineTranslationPage, {
    tab,
    humanProjectUrl,
    onFileRequestSubmitted: (created) => {
      if (created) dispatch('lingua-submitted', { jobRequestId: created.id });
    },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-machine-translation': LinguaElement<MachineTranslationElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<MachineTranslationEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<MachineTranslationElementProps, MachineTranslationEvents>('lingua-machine-translation', MachineTranslationWidget, {
    props: { tab: 'string', humanProjectUrl: 'string' },
    events: ['lingua-submitted'],
    parts: { tabs: 'The tab bar (text, documents, media) and the open tab.' },
  });
}
