// One scope's groups (personal or the organisation's): heading, hint, Add when editable, and the groups or a
// line saying there are none.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LanguageGroup, LanguageGroupScope } from '@lingua/contract';
import { useT } from '@lingua/core';
import { GroupCard } from './group-card.tsx';

export interface GroupSectionProps {
  scope: LanguageGroupScope;
  groups: LanguageGroup[];
  editable: boolean;
  /** Opens the dialog: a group of the list, or a new one (index null). */
  onEdit: (index: number | null) => void;
  onDelete: (index: number) => void;
}

const TEXTS = {
  PERSONAL: { title: 'personal', hint: 'personalHint', empty: 'emptyPersonal', add: 'addPersonal' },
  ORGANIZATION: { title: 'organization', hint: 'organizationHintEdit', empty: 'emptyOrganization', add: 'addOrganization' },
} as const;

export function GroupSection({ scope, groups, editable, onEdit, onDelete }: GroupSectionProps) {
  const t = useT();
  const keys = TEXTS[scope];
  const text = (key: string) => t(`account.languageGroups.${key}`);
  const title = text(keys.title);
  const hint = scope === 'ORGANIZATION' && !editable ? text('organizationHintReadOnly') : text(keys.hint);
  const headingId = `lingua-language-groups-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Text size="xs" c="gray.7">
            {hint}
          </Text>
        </div>
        {editable ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onEdit(null)}>
            {text(keys.add)}
          </Button>
        ) : null}
      </Group>
      {groups.length === 0 ? (
        <Card withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Text size="sm" c="gray.7" ta="center">
            {text(keys.empty)}
          </Text>
        </Card>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {groups.map((group, index) => (
            <GroupCard key={`${group.name}-${index}`} group={group} editable={editable} onEdit={() => onEdit(index)} onDelete={() => onDelete(index)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
