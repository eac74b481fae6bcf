// The trail's filters: event kind, person, dates. Applied together, so a half-typed name asks nothing.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { AUDIT_EVENT_KINDS, type AuditEventKind } from '@lingua/contract';
import { useT } from '@lingua/core';
import { auditEventKey } from '../texts/audit-trail-texts.ts';
import { NO_FILTERS, type AuditTrailModel } from './use-audit-trail.ts';

export function AuditTrailFilters({ model }: { model: AuditTrailModel }) {
  const t = useT();
  const { draft, setDraft } = model;
  const events = [{ value: '', label: t('auditTrail.allEvents') }, ...AUDIT_EVENT_KINDS.map((e) => ({ value: e, label: t(`auditTrail.events.${auditEventKey(e)}`) }))];
  return (
    <form
      aria-label={t('auditTrail.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        model.apply();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label={t('auditTrail.event')} data={events} value={draft.event} onChange={(v) => setDraft({ ...draft, event: (v ?? '') as AuditEventKind | '' })} allowDeselect={false} searchable w={260} />
        <TextInput label={t('auditTrail.person')} description={t('auditTrail.personHint')} value={draft.person} onChange={(e) => setDraft({ ...draft, person: e.currentTarget.value })} w={220} />
        <TextInput type="date" label={t('auditTrail.from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })} w={160} />
        <TextInput type="date" label={t('auditTrail.to')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })} w={160} />
        <Button type="submit">{t('auditTrail.apply')}</Button>
        <Button variant="subtle" onClick={() => model.apply(NO_FILTERS)}>
          {t('auditTrail.clear')}
        </Button>
      </Group>
    </form>
  );
}
