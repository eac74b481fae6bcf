// The request's name as the details' title, renamed in place while the request can be changed.
import { useState } from 'react';
import { Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobRequest } from '@lingua/contract';
import { canModify, EditableName, useRenameJobRequest, useRevalidateJobRequests, useT } from '@lingua/core';

export function RequestName({ job }: { job: JobRequest }) {
  const t = useT();
  const rename = useRenameJobRequest();
  const revalidate = useRevalidateJobRequests();
  const [editing, setEditing] = useState(false);
  return (
    <Title order={2} size="h3" style={{ flex: 1, minWidth: 240 }}>
      <EditableName
        name={job.name}
        editing={editing}
        onEditingChange={setEditing}
        disabled={!canModify(job.status)}
        size="lg"
        renderName={(name) => (
          <Text component="span" inherit dir="auto">
            {name}
          </Text>
        )}
        onSave={async (newName) => {
          await rename.trigger({ jobRequestId: job.id, newName });
          notifications.show({ color: 'green', message: t('jobRequests.rename.saved') });
          await revalidate(job.id);
        }}
      />
    </Title>
  );
}
