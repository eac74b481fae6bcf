import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog, ErrorAlert, useEffectiveUser, useT, useLanguages } from '@lingua/core';
import type { LanguageGroup, LanguageGroupScope } from '@lingua/contract';
import { useLanguageGroups } from '../api/get-language-groups.ts';
import { useSaveLanguageGroups } from '../api/save-language-groups.ts';
import { LanguageGroupDialog } from './language-group-dialog.tsx';
import '../texts/account-texts.ts';

type Editing = { scope: LanguageGroupScope; index: number | null } | null;

/**
 * The Language Groups tab (spec 1 §2, §6): everyone manages personal groups; CLIENT edits organisation groups;
 * other users see organisation groups read-only, and only if some exist. Each save posts the whole array of the
 * scope (spec 1 §7).
 */
export function LanguageGroupsTab() {
  const t = useT();
  const user = useEffectiveUser();
  const groups = useLanguageGroups();
  const save = useSaveLanguageGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ scope: LanguageGroupScope; index: number } | null>(null);
  const languages = useLanguages(editing !== null ? undefined : null);
  const canEditOrganization = user?.roles.includes('CLIENT') ?? false;

  const ofScope = (scope: LanguageGroupScope) => (groups.data ?? []).filter((g) => g.scope === scope);
  const personal = ofScope('PERSONAL');
  const organization = ofScope('ORGANIZATION');

  const saveScope = async (scope: LanguageGroupScope, next: LanguageGroup[]) => {
    await save.trigger({ scope, groups: next });
  };

  if (groups.isLoading) {
    return (
      <Stack aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={24} w={180} />
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  }
  if (groups.error) return <ErrorAlert error={groups.error} onRetry={() => void groups.mutate()} />;

  const editedList = editing ? ofScope(editing.scope) : [];
  const editedGroup = editing && editing.index !== null ? editedList[editing.index] : undefined;
  const deletedGroup = deleting ? ofScope(deleting.scope)[deleting.index] : undefined;

  return (
    <Stack gap="xl">
      <GroupSection
        title={t('account.languageGroups.personal')}
        hint={t('account.languageGroups.personalHint')}
        groups={personal}
        empty={t('account.languageGroups.emptyPersonal')}
        addLabel={t('account.languageGroups.addPersonal')}
        editable
        onAdd={() => setEditing({ scope: 'PERSONAL', index: null })}
        onEdit={(index) => setEditing({ scope: 'PERSONAL', index })}
        onDelete={(index) => setDeleting({ scope: 'PERSONAL', index })}
      />
      {canEditOrganization || organization.length > 0 ? (
        <GroupSection
          title={t('account.languageGroups.organization')}
          hint={canEditOrganization ? t('account.languageGroups.organizationHintEdit') : t('account.languageGroups.organizationHintReadOnly')}
          groups={organization}
          empty={t('account.languageGroups.emptyOrganization')}
          addLabel={t('account.languageGroups.addOrganization')}
          editable={canEditOrganization}
          onAdd={() => setEditing({ scope: 'ORGANIZATION', index: null })}
          onEdit={(index) => setEditing({ scope: 'ORGANIZATION', index })}
          onDelete={(index) => setDeleting({ scope: 'ORGANIZATION', index })}
        />
      ) : null}
      <LanguageGroupDialog
        opened={editing !== null}
        scope={editing?.scope ?? 'PERSONAL'}
        group={editedGroup}
        takenNames={editedList.filter((_, i) => i !== editing?.index).map((g) => g.name)}
        languages={languages.data ?? []}
        languagesLoading={languages.isLoading}
        onClose={() => setEditing(null)}
        onSave={async (group) => {
          if (!editing) return;
          const next = editing.index === null ? [...editedList, group] : editedList.map((g, i) => (i === editing.index ? group : g));
          await saveScope(editing.scope, next);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('account.languageGroups.deleteTitle')}
        message={t('account.languageGroups.deleteMessage', { name: deletedGroup?.name ?? '' })}
        confirmLabel={t('account.languageGroups.delete')}
        confirmColor="red.8"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await saveScope(
            deleting.scope,
            ofScope(deleting.scope).filter((_, i) => i !== deleting.index),
          );
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

interface GroupSectionProps {
  title: string;
  hint: string;
  groups: LanguageGroup[];
  empty: string;
  addLabel: string;
  editable: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

function GroupSection({ title, hint, groups, empty, addLabel, editable, onAdd, onEdit, onDelete }: GroupSectionProps) {
  const t = useT();
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
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </Group>
      {groups.length === 0 ? (
        <Card withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Text size="sm" c="gray.7" ta="center">
            {empty}
          </Text>
        </Card>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {groups.map((group, index) => (
            <Card key={`${group.name}-${index}`} withBorder radius="md" p="sm" component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {group.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {t('account.languageGroups.languageCount', { count: group.languages.length })}
                    </Text>
                  </Group>
                  <Group gap={4}>
                    {group.languages.map((language) => (
                      <Badge key={language.id} variant="light" color="gray" c="gray.9" radius="sm" tt="none" fw={500}>
                        {language.name}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                {editable ? (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('account.languageGroups.edit')}>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('account.languageGroups.editGroup', { name: group.name })} onClick={() => onEdit(index)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('account.languageGroups.delete')}>
                      <ActionIcon variant="subtle" color="red.8" aria-label={t('account.languageGroups.deleteGroup', { name: group.name })} onClick={() => onDelete(index)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
