// The external link's page as a part loaded on first render (decision 080): its form, validation and uploads
// are the whole request form, which the portal's quote routes chunk, the one /createProject loads, would
// otherwise carry into every visitor's first load of /createProject (decision 119's addendum). It loads through
// the module of the entry's own forms (request-forms.tsx), so the portal gets no chunk more: one more chunk
// using the form's libraries would move them into the shared chunk that every feature area loads.
import { lazyPart } from '@lingua/core';

/** ExternalLinkRequest (external-link-request.tsx), downloaded when it first renders or on preload(). */
export const ExternalLinkRequest = lazyPart(() => import('../quote-request/request-forms.tsx').then((m) => m.ExternalLinkRequest));
