// One language group: its name, how many languages, the languages, and Edit / Delete when editable.
import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { LanguageGroup } from '@lingua/contract';
import { nameOfLanguage, useT } from '@lingua/core';

export interface GroupCardProps {
  group: LanguageGroup;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function GroupCard({ group, editable, onEdit, onDelete }: GroupCardProps) {
  const t = useT();
  return (
      <Card withBorder radius="md" p="sm" component="li">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                <bdi>{group.name}</bdi>
              </Text>
              <Text size="xs" c="gray.7">
                {t('account.languageGroups.languageCount', { count: group.languages.length })}
              </Text>
            </Group>
            <Group gap={4}>
              {group.languages.map((language) => (
                <Badge key={language.id} variant="light" color="gray" c="gray.9" radius="sm" tt="none" fw={500}>
                  {nameOfLanguage(language)}
                </Badge>
              ))}
            </Group>
          </Stack>
          {editable ? (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('account.languageGroups.edit')}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('account.languageGroups.editGroup', { name: group.name })} onClick={onEdit}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('account.languageGroups.delete')}>
                <ActionIcon variant="subtle" color="red.8" aria-label={t('account.languageGroups.deleteGroup', { name: group.name })} onClick={onDelete}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : null}
        </Group>
      </Card>
  );
}
