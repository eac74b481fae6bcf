import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import type { LinkRow } from '../rules/link-rules.ts';

/** Props of FileLinksInput. */
export interface FileLinksInputProps {
  /** Link rows. */
  links: readonly LinkRow[];
  /** Called with the new rows. */
  onChange: (links: LinkRow[]) => void;
  /** Error of a row part, keyed `<index>.url` / `<index>.name`. */
  errorOf: (index: number, part: keyof LinkRow) => string | undefined;
}

/** Rows of file links (URL and name), at least one row shown. */
export function FileLinksInput({ links, onChange, errorOf }: FileLinksInputProps) {
  const t = useT();
  const set = (index: number, part: keyof LinkRow, value: string) =>
    onChange(links.map((link, i) => (i === index ? { ...link, [part]: value } : link)));
  return (
    <Stack gap="sm">
      {links.map((link, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 2 }}
            type="url"
            label={t('createProject.documents.linkUrl')}
            placeholder="https://"
            value={link.url}
            error={errorOf(index, 'url')}
            onChange={(e) => set(index, 'url', e.currentTarget.value)}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('createProject.documents.linkName')}
            value={link.name}
            error={errorOf(index, 'name')}
            onChange={(e) => set(index, 'name', e.currentTarget.value)}
          />
          <ActionIcon
            mt={26}
            size="lg"
            variant="subtle"
            color="gray"
            disabled={links.length === 1}
            aria-label={t('createProject.documents.removeLink', { index: index + 1 })}
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange([...links, { url: '', name: '' }])}>
          {t('createProject.documents.addLink')}
        </Button>
      </Group>
    </Stack>
  );
}
