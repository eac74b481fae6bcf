// Rows of file links (URL and name). A row left blank is ignored; a URL that is not one is flagged as soon as
// its field is left, not only on submit.
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import { linkUrlProblem, type LinkRow } from '../rules/link-rules.ts';

export interface FileLinksInputProps {
  links: readonly LinkRow[];
  /** Called with the new rows. */
  onChange: (links: LinkRow[]) => void;
  /** Error of a row part, keyed `<index>.url` / `<index>.name`. */
  errorOf: (index: number, part: keyof LinkRow) => string | undefined;
}

/** Rows of file links (URL and name), at least one row shown. */
export function FileLinksInput({ links, onChange, errorOf }: FileLinksInputProps) {
  const t = useT();
  // Rows whose URL field was left: their URL problem shows until it is typed in again.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const leave = (index: number, leaving: boolean) => setLeft((rows) => new Set([...rows].filter((i) => i !== index).concat(leaving ? [index] : [])));
  const set = (index: number, part: keyof LinkRow, value: string) => {
    if (part === 'url') leave(index, false);
    onChange(links.map((link, i) => (i === index ? { ...link, [part]: value } : link)));
  };
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
            error={errorOf(index, 'url') ?? (left.has(index) ? linkUrlProblem(link.url) : undefined)}
            onChange={(e) => set(index, 'url', e.currentTarget.value)}
            onBlur={() => leave(index, true)}
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
            onClick={() => {
              setLeft(new Set());
              onChange(links.filter((_, i) => i !== index));
            }}
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
