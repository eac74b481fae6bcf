// What the create-project form takes from the page that shows it (portal, element, external link, procurement).
import type { ReactNode } from 'react';
import type { ClientConfig, Country, CreatableRequestType, CustomFieldDefinition, Language, Province } from '@lingua/contract';
import type { Audience } from '../rules/file-rules.ts';
import type { QuoteRequestValues } from '../rules/form-values.ts';
import type { SubmissionProgress } from '../rules/submit-request.ts';

export interface QuoteRequestFormProps {
  /** Who fills it: signed-in client (their account as the contact, read-only), visitor, or external-link user. */
  audience: Audience;
  /** External link: nobody is signed in, so the visitor's upload limits apply (spec 2 §5, §6). */
  anonymous?: boolean;
  /** The company: limits, languages, workflows, submit modes, e-mail domains. */
  clientConfig?: ClientConfig | null;
  /** Custom field definitions of category PROJECT. */
  customFieldDefinitions?: readonly CustomFieldDefinition[];
  /** Every language (GET /languages). */
  languages: readonly Language[];
  /** Language ids the client may order; all when unset. */
  availableLanguageIds?: readonly string[] | null;
  /** Countries for the contact address. */
  countries?: readonly Country[];
  /** Provinces for the contact address. */
  provinces?: readonly Province[];
  /** Initial contact values (the visitor's e-mail, the company name). */
  initialContact?: Partial<QuoteRequestValues>;
  /** The visitor's e-mail was entered in the first step: shown read-only. */
  emailReadOnly?: boolean;
  /** Called with valid values and the chosen type; the form resets when it resolves. */
  onSubmit: (values: QuoteRequestValues, requestType: CreatableRequestType) => Promise<void>;
  /** Progress of a running submission (shows the progress bar and disables the buttons). */
  progress?: SubmissionProgress | null;
  /** Error of the last submission. */
  submitError?: unknown;
  /** Extra content under the documents (the live estimate). */
  documentsExtra?: (values: QuoteRequestValues) => ReactNode;
  /** Initial values for stories (e.g. a chosen input method). */
  initialValues?: Partial<QuoteRequestValues>;
  /** Only these submit buttons, whatever the client's submission mode (the procurement area: estimate only). */
  requestTypes?: readonly CreatableRequestType[];
}
