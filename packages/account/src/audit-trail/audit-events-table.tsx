// One page of the trail: newest first; who (and whom staff acted as), what, about what, through which channel.
import { Table, Text } from '@mantine/core';
import type { AuditEvent } from '@lingua/contract';
import { useT } from '@lingua/core';
import { auditEventKey } from '../texts/audit-trail-texts.ts';

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function AuditEventsTable({ events }: { events: readonly AuditEvent[] }) {
  const t = useT();
  return (
    // A region the keyboard can focus and scroll: the rows hold nothing focusable of their own (axe: scrollable-region-focusable).
    <div role="region" aria-label={t('auditTrail.table')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="xs" fz="sm" miw={760}>
        <caption className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('auditTrail.table')}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {(['at', 'event', 'person', 'target', 'channel', 'address'] as const).map((c) => (
              <Table.Th key={c} scope="col">
                {t(`auditTrail.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={e.at}>{`${TIME.format(new Date(e.at))} UTC`}</time>
              </Table.Td>
              <Table.Td>{t(`auditTrail.events.${auditEventKey(e.event)}`)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {e.actor ?? '—'}
                {e.onBehalfOf ? (
                  <Text size="xs" c="dimmed">
                    {t('auditTrail.onBehalfOf', { name: e.onBehalfOf })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.target ?? '—'}</Table.Td>
              <Table.Td>{t(`auditTrail.channels.${e.channel}`)}</Table.Td>
              <Table.Td>
                {e.ip ?? '—'}
                {e.userAgent ? (
                  <Text size="xs" c="dimmed" lineClamp={2} title={e.userAgent}>
                    {e.userAgent}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
