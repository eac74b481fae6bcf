import { Stack, Title } from '@mantine/core';
import type { JobRequestFile } from '@lingua/contract';
import { FileRow } from '@lingua/core';

/** Spec 3 §2.6: files are listed by name without extension. */
export function byNameWithoutExtension<T extends { fileName: string }>(files: readonly T[]): T[] {
  const base = (n: string) => n.replace(/\.[^.]*$/, '');
  return [...files].sort((a, b) => base(a.fileName).localeCompare(base(b.fileName)) || a.fileName.localeCompare(b.fileName));
}

/** A titled list of files, each with a Download button. */
export function FileList({ title, files, onDownload, downloading }: { title?: string; files: readonly JobRequestFile[]; onDownload: (file: JobRequestFile) => void; downloading: string | null }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      {title ? (
        <Title order={3} size="h5">
          {title}
        </Title>
      ) : null}
      {files.map((file) => (
        <FileRow key={file.fileKey} file={file} onDownload={() => onDownload(file)} loading={downloading === file.fileKey} />
      ))}
    </Stack>
  );
}
