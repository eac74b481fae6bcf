// The report definitions the product ships (spec 3 §2.4, §3): one per report type, each computed by a source
// of sources.ts. The seed stores them (so deployments may add or edit definitions); the rows are never stored.
import type { ReportColumn, ReportFilter, ReportSource, ReportType } from '../../db/schema/index.ts';
import { CONTACT_ROLE_LABELS, PROJECT_STATUS_LABELS, QUOTE_KIND_LABELS, QUOTE_OUTCOME_LABELS, REQUEST_TYPE_LABELS, VERDICT_LABELS } from './labels.ts';

export interface ReportDefinition {
  name: string;
  description: string;
  type: ReportType;
  source: ReportSource;
  position: number;
  columns: ReportColumn[];
  filters: ReportFilter[];
}

const createdFrom: ReportFilter = { name: 'Created from', mapping: 'createdFrom', type: 'DATE', range: 'FROM', defaultValue: 'today-180' };
const createdTo: ReportFilter = { name: 'Created to', mapping: 'createdTo', type: 'DATE', range: 'TO', defaultValue: 'today' };

export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  {
    name: 'Projects',
    description: 'Every request of your organisation with its status, languages and requester',
    type: 'PROJECT',
    source: 'projects',
    position: 0,
    columns: [
      { columnId: 'projectName', name: 'Project name' },
      { columnId: 'status', name: 'Status' },
      { columnId: 'requestType', name: 'Request type' },
      { columnId: 'sourceLanguage', name: 'Source language' },
      { columnId: 'targetLanguages', name: 'Target languages' },
      { columnId: 'requestedBy', name: 'Requested by' },
      { columnId: 'createdOn', name: 'Created on' },
    ],
    filters: [
      createdFrom,
      createdTo,
      { name: 'Status', mapping: 'status', type: 'SELECT', options: Object.keys(PROJECT_STATUS_LABELS) },
      { name: 'Request type', mapping: 'requestType', type: 'SELECT', options: [...new Set(Object.values(REQUEST_TYPE_LABELS))] },
      { name: 'Project name contains', mapping: 'projectName', type: 'TEXT' },
    ],
  },
  {
    name: 'Quotes',
    description: 'Automatic and manual quotes with their pages, amount and outcome',
    type: 'QUOTE',
    source: 'quotes',
    position: 1,
    columns: [
      { columnId: 'projectName', name: 'Project name' },
      { columnId: 'quoteType', name: 'Quote type' },
      { columnId: 'outcome', name: 'Outcome' },
      { columnId: 'totalPages', name: 'Pages' },
      { columnId: 'pricePerPage', name: 'Price per page' },
      { columnId: 'amount', name: 'Amount' },
      { columnId: 'createdOn', name: 'Created on' },
      { columnId: 'validUntil', name: 'Valid until' },
    ],
    filters: [
      createdFrom,
      createdTo,
      { name: 'Outcome', mapping: 'outcome', type: 'SELECT', options: Object.values(QUOTE_OUTCOME_LABELS) },
      { name: 'Quote type', mapping: 'quoteType', type: 'SELECT', options: Object.values(QUOTE_KIND_LABELS) },
    ],
  },
  {
    name: 'Tasks per language pair',
    description: 'One task per request and target language, with its pages and status',
    type: 'TASK',
    source: 'tasks',
    position: 2,
    columns: [
      { columnId: 'projectName', name: 'Project name' },
      { columnId: 'languagePair', name: 'Language pair' },
      { columnId: 'pages', name: 'Pages' },
      { columnId: 'status', name: 'Status' },
      { columnId: 'createdOn', name: 'Created on' },
    ],
    filters: [
      createdFrom,
      createdTo,
      { name: 'Language pair contains', mapping: 'languagePair', type: 'TEXT' },
      { name: 'Status', mapping: 'status', type: 'SELECT', options: Object.keys(PROJECT_STATUS_LABELS) },
    ],
  },
  {
    name: 'Client contacts',
    description: 'People of your organisation and the requests they placed',
    type: 'CLIENT_CONTACT',
    source: 'clientContacts',
    position: 3,
    columns: [
      { columnId: 'name', name: 'Name' },
      { columnId: 'email', name: 'E-mail' },
      { columnId: 'role', name: 'Role' },
      { columnId: 'requests', name: 'Requests' },
      { columnId: 'quoteRequests', name: 'Quote requests' },
      { columnId: 'lastRequestOn', name: 'Last request on' },
    ],
    filters: [
      { name: 'Name or e-mail contains', mapping: 'name', type: 'TEXT' },
      { name: 'Role', mapping: 'role', type: 'SELECT', options: Object.values(CONTACT_ROLE_LABELS) },
    ],
  },
  {
    name: 'Quality',
    description: 'The score of each reviewed file and language, with its verdict and the profile it was measured with',
    type: 'QUALITY',
    source: 'quality',
    position: 4,
    columns: [
      { columnId: 'projectName', name: 'Project name' },
      { columnId: 'fileName', name: 'File' },
      { columnId: 'languagePair', name: 'Language pair' },
      { columnId: 'score', name: 'Score' },
      { columnId: 'verdict', name: 'Verdict' },
      { columnId: 'evaluatedWords', name: 'Evaluated words' },
      { columnId: 'penaltyPer1000', name: 'Penalty per 1,000 words' },
      { columnId: 'profile', name: 'Profile and version' },
      { columnId: 'deliveredOn', name: 'Delivered on' },
      { columnId: 'scoredOn', name: 'Scored on' },
    ],
    filters: [
      { name: 'Delivered from', mapping: 'deliveredFrom', type: 'DATE', range: 'FROM', defaultValue: 'today-180' },
      { name: 'Delivered to', mapping: 'deliveredTo', type: 'DATE', range: 'TO', defaultValue: 'today' },
      { name: 'Verdict', mapping: 'verdict', type: 'SELECT', options: Object.values(VERDICT_LABELS) },
      { name: 'Language pair contains', mapping: 'languagePair', type: 'TEXT' },
      { name: 'Project name contains', mapping: 'projectName', type: 'TEXT' },
    ],
  },
];
