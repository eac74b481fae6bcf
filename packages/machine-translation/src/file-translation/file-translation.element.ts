/**
 * `<lingua-mt-file>`: machine translation of documents (spec 3 §2.2): upload form, request list and request
 * details, switched inside the element (a widget never navigates its host).
 *
 * Attributes: `human-project-url` (template with `{xtrfInternalId}`), plus core's configuration attributes.
 * Events: `lingua-submitted` (detail `{ jobRequestId: string }`) after a request was created;
 * `lingua-request-opened` (detail `{ jobRequestId: string }`) when details open.
 */
import { createElement, useState } from 'react';
import { configureWidget, defineWidget, lazyPart, useT } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { MachineTranslationGuard } from '../page/machine-translation-guard.tsx';

// Behind the guard: a visitor's first screen is the sign-in prompt, so the rest loads once someone may use it.
const FileTranslation = lazyPart(() => import('./file-translation.tsx').then((m) => m.FileTranslation));

/** Events of `<lingua-mt-file>`. */
export type FileTranslationEvents = {
  'lingua-submitted': { jobRequestId: string };
  'lingua-request-opened': { jobRequestId: string };
};

/** Attributes of `<lingua-mt-file>`. */
export interface FileTranslationElementProps {
  /** Address template of the human-translation project. */
  humanProjectUrl?: string;
}

function FileTranslationWidget({ humanProjectUrl, dispatch }: FileTranslationElementProps & WidgetComponentProps<FileTranslationEvents>) {
  const [jobRequestId, setJobRequestId] = useState<string | null>(null);
  const t = useT();
  return createElement(
    MachineTranslationGuard,
    { signInReason: t('machineTranslation.signInReason.file') },
    createElement(FileTranslation, {
      jobRequestId,
      humanProjectUrl,
      onOpenRequest: (id: string) => {
        setJobRequestId(id);
        dispatch('lingua-request-opened', { jobRequestId: id });
      },
      onCloseRequest: () => setJobRequestId(null),
      onSubmitted: (created) => {
        if (created) dispatch('lingua-submitted', { jobRequestId: created.id });
      },
    }),
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-mt-file': LinguaElement<FileTranslationElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<FileTranslationEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<FileTranslationElementProps, FileTranslationEvents>('lingua-mt-file', FileTranslationWidget, {
    props: { humanProjectUrl: 'string' },
    events: ['lingua-submitted', 'lingua-request-opened'],
    parts: { form: 'The upload form: documents, languages and Translate documents.', list: 'The document request list.', toolbar: "The list's status filter." },
  });
}
