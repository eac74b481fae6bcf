// The human-translation project an escalated request went to (spec 3 §2.2): a link to its page where one is
// known, else its name.
import { Anchor, Group, Text } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconExternalLink } from '@tabler/icons-react';

export function HumanProjectLink({ job, humanProjectUrl }: { job: JobRequest; humanProjectUrl?: string | undefined }) {
  const t = useT();
  if (job.xtrfInternalId === null || job.xtrfInternalId === undefined) return null;
  const name = job.xtrfName ?? String(job.xtrfInternalId);
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t('machineTranslation.details.humanProject')}:
      </Text>
      {humanProjectUrl ? (
        <Anchor href={humanProjectUrl.replace('{xtrfInternalId}', String(job.xtrfInternalId))} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {t('machineTranslation.details.humanProjectLink', { name })}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {t('machineTranslation.details.humanProjectName', { name })}
        </Text>
      )}
    </Group>
  );
}
