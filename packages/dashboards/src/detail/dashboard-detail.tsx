// Spec 1 §2 dashboard detail routes: /pmdetails, /qadetails, /pastdue, /duetoday, /currentquotes and
// /completedquotes with a person's name and id (the literal null: unassigned). Each shows a Home breadcrumb and
// the columns of its table; ids link out to the project-management system; Rush is bold, red and upper case; on
// completed quotes a start 24 hours or more old is red; the deadline is its first 10 characters.
import type { ReactNode } from 'react';
import { Alert, Breadcrumbs, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { calls, type DashboardProjectRow, type QaRow, type QuoteRow } from '@lingua/contract';
import { callApi, getClock, useT } from '@lingua/core';
import useSWR from 'swr';
import '../texts.ts';
import { REFRESH_MS } from '../api/live.ts';
import { deadlineText, formatLongDateTime, formatShortDateTime, isRush, isStale, money, pastDueText } from '../format.ts';
import { ProjectSystemLink, RouteLink, type DetailView, type Navigate } from '../links.tsx';

export interface DashboardDetailProps {
  view: DetailView;
  /** The person's name as the path carries it. */
  name: string;
  /** The person's id, or 'null' for unassigned. */
  id: string;
  /** Link template of the project-management system ({kind}, {id}). */
  projectSystemUrl?: string;
  onNavigate?: Navigate;
}

type Rows = { kind: 'project'; rows: DashboardProjectRow[] } | { kind: 'qa'; rows: QaRow[] } | { kind: 'quote'; rows: QuoteRow[] };

/** The detail call of each route (decision record 035). */
export async function loadDetail(view: DetailView, id: string): Promise<Rows> {
  const params = { id };
  switch (view) {
    case 'pmdetails':
      return { kind: 'project', rows: await callApi(calls.getProjectManagerStats, { params }) };
    case 'pastdue':
      return { kind: 'project', rows: await callApi(calls.getStatsPastDue, { params }) };
    case 'duetoday':
      return { kind: 'project', rows: await callApi(calls.getStatsDueToday, { params }) };
    case 'qadetails':
      return { kind: 'qa', rows: await callApi(calls.getQaSpecialistStats, { params }) };
    case 'currentquotes':
      return { kind: 'quote', rows: id === 'null' ? await callApi(calls.getProjectCoordinatorCurrentUnassignedStats, {}) : await callApi(calls.getProjectCoordinatorCurrentStats, { params }) };
    case 'completedquotes':
      return { kind: 'quote', rows: await callApi(calls.getProjectCoordinatorCompletedStats, { params }) };
  }
}

function RateType({ value }: { value: string | null | undefined }) {
  const t = useT();
  if (!value) return null;
  const text = t(`dashboards.rateType.${isRush(value) ? 'Rush' : 'Standard'}`);
  return isRush(value) ? (
    <Text span fw={700} c="red.9" tt="uppercase" fz="inherit" data-rush="true">
      {text}
    </Text>
  ) : (
    <>{text}</>
  );
}

function Head({ columns }: { columns: string[] }) {
  const t = useT();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <Table.Th key={c} style={{ whiteSpace: 'nowrap' }}>
            {t(`dashboards.columns.${c}`)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function ProjectTable({ view, rows, template }: { view: DetailView; rows: DashboardProjectRow[]; template?: string }) {
  const t = useT();
  const pastDue = view === 'pastdue';
  const columns = ['projectId', 'startDate', 'deadline', 'name', 'client', 'languages', 'totalAgreed', 'rateType', ...(pastDue ? ['pastDue', 'jobStatus', 'groupName', 'groupId'] : [])];
  return (
    <>
      <Head columns={columns} />
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.projectId}>
            <Table.Td>
              <ProjectSystemLink template={template} kind="project" id={r.internalProjectId}>
                {r.projectId}
              </ProjectSystemLink>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(r.startDate)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{deadlineText(r.projectDeadline)}</Table.Td>
            <Table.Td>{r.projectName}</Table.Td>
            <Table.Td>{r.client}</Table.Td>
            <Table.Td>{r.languages}</Table.Td>
            <Table.Td ta="right">{money(r.totalAgreed)}</Table.Td>
            <Table.Td>
              <RateType value={r.rateType} />
            </Table.Td>
            {pastDue && (
              <>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{pastDueText(r.pastDue)}</Table.Td>
                <Table.Td>{r.status ? t(`dashboards.status.${r.status}`) : ''}</Table.Td>
                <Table.Td>{r.projectGroupName}</Table.Td>
                <Table.Td>{r.projectGroupId}</Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

function QaTable({ rows, template }: { rows: QaRow[]; template?: string }) {
  const t = useT();
  return (
    <>
      <Head columns={['projectNumber', 'assignedTo', 'jobId', 'jobStart', 'manager', 'languages', 'client', 'deadline', 'jobStatus', 'qaType', 'groupName', 'groupId']} />
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.jobAssignmentId ?? r.projectJobId}>
            <Table.Td>
              <ProjectSystemLink template={template} kind="project" id={r.internalProjectId}>
                {r.projectNumber}
              </ProjectSystemLink>
            </Table.Td>
            <Table.Td>{r.assignedTo ?? t('dashboards.unassigned')}</Table.Td>
            <Table.Td>
              <ProjectSystemLink template={template} kind="job" id={r.jobAssignmentId}>
                {r.projectJobId}
              </ProjectSystemLink>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLongDateTime(r.jobStartDate)}</Table.Td>
            <Table.Td>{r.projectManager ?? t('dashboards.unassigned')}</Table.Td>
            <Table.Td>{r.languages}</Table.Td>
            <Table.Td>{r.client}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{deadlineText(r.projectDeadline)}</Table.Td>
            <Table.Td>{r.jobStatus ? t(`dashboards.status.${r.jobStatus}`) : ''}</Table.Td>
            <Table.Td>{r.qaType}</Table.Td>
            <Table.Td>{r.projectGroupName}</Table.Td>
            <Table.Td>{r.projectGroupId}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

function QuoteTable({ view, rows, template }: { view: DetailView; rows: QuoteRow[]; template?: string }) {
  const t = useT();
  const now = getClock().now();
  return (
    <>
      <Head columns={['quoteId', 'startDate', 'deadline', 'name', 'client', 'languages', 'totalAgreed', 'rateType', 'status']} />
      <Table.Tbody>
        {rows.map((r) => {
          const stale = view === 'completedquotes' && isStale(r.startDate, now);
          return (
            <Table.Tr key={r.quoteId}>
              <Table.Td>
                <ProjectSystemLink template={template} kind="quote" id={r.internalProjectId}>
                  {r.quoteId}
                </ProjectSystemLink>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} c={stale ? 'red.9' : undefined} fw={stale ? 700 : undefined} data-stale={stale || undefined} title={stale ? t('dashboards.staleQuote') : undefined}>
                {formatLongDateTime(r.startDate)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{deadlineText(r.projectDeadline)}</Table.Td>
              <Table.Td>{r.projectName}</Table.Td>
              <Table.Td>{r.client}</Table.Td>
              <Table.Td>{r.languages}</Table.Td>
              <Table.Td ta="right">{money(r.totalAgreed)}</Table.Td>
              <Table.Td>
                <RateType value={r.rateType} />
              </Table.Td>
              <Table.Td>{r.status ? t(`dashboards.status.${r.status}`) : ''}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </>
  );
}

export function DashboardDetail({ view, name, id, projectSystemUrl, onNavigate }: DashboardDetailProps) {
  const t = useT();
  const { data, error } = useSWR(['dashboards', view, id], () => loadDetail(view, id), { refreshInterval: REFRESH_MS });
  const title = id === 'null' ? t(`dashboards.detail.unassigned.${view}`) : t(`dashboards.detail.${view}`, { name });
  let body: ReactNode;
  if (error)
    body = (
      <Alert color="red" role="alert">
        {t('common.errors.dashboard')}
      </Alert>
    );
  else if (!data)
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('dashboards.loading')}</Text>
      </Group>
    );
  else if (data.rows.length === 0) body = <Text>{t('dashboards.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover withTableBorder fz="sm">
          {data.kind === 'project' && <ProjectTable view={view} rows={data.rows} template={projectSystemUrl} />}
          {data.kind === 'qa' && <QaTable rows={data.rows} template={projectSystemUrl} />}
          {data.kind === 'quote' && <QuoteTable view={view} rows={data.rows} template={projectSystemUrl} />}
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <RouteLink to="/" onNavigate={onNavigate}>
          {t('dashboards.home')}
        </RouteLink>
        <RouteLink to="/DASHBOARD" onNavigate={onNavigate}>
          {t('dashboards.title')}
        </RouteLink>
        <Text size="sm">{id === 'null' ? t('dashboards.unassigned') : name}</Text>
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      {data && data.rows.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('dashboards.detail.rows', { count: data.rows.length })}
        </Text>
      )}
      {body}
    </Stack>
  );
}
