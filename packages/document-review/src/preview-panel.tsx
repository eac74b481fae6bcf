// The delivered file as its pages look (decision 181): the page holding the segment being edited, its lines
// outlined, and the other pages a click away. The pages are the file as last updated, not the typing since.
import { useEffect, useState } from 'react';
import { Alert, CloseButton, Group, Loader, Paper, Stack, Text, Title, Button } from '@mantine/core';
import { errorDisplayMessage, useT } from '@lingua/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { DocumentPreview } from '@lingua/contract';
import { useDocumentPreview, type FileRef } from './review-api.ts';

export interface PreviewPanelProps {
  file: FileRef;
  fileName: string;
  /** The segment being edited, whose page is shown first. */
  position: number | null;
  /** Changes saved since the file was built: they are not on the pages yet. */
  fileStale: boolean;
  onClose(): void;
}

export function PreviewPanel({ file, fileName, position, fileStale, onClose }: PreviewPanelProps) {
  const t = useT();
  const preview = useDocumentPreview(file, position, true);
  const data = preview.data;
  const segment = data?.segment && data.segment.position === position ? data.segment : null;
  const [page, setPage] = useState(1);
  // A new segment turns to its page; the reader may then leaf through the others.
  useEffect(() => {
    if (segment) setPage(segment.page);
  }, [segment]);
  const pages = data?.pages ?? [];
  const shown = pages.find((p) => p.page === page) ?? pages[0];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="lp-doc-preview-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id="lp-doc-preview-title">
            {t('documentReview.preview.title')}
          </Title>
          <CloseButton size="sm" aria-label={t('documentReview.preview.close')} onClick={onClose} />
        </Group>
        {fileStale ? (
          <Text size="xs" c="dimmed">
            {t('documentReview.preview.stale')}
          </Text>
        ) : null}
        {preview.error ? (
          <Alert color="red" variant="light">
            {`${t('documentReview.preview.failed')} ${errorDisplayMessage(preview.error)}`}
          </Alert>
        ) : !data ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('documentReview.preview.drawing')}</Text>
          </Group>
        ) : shown ? (
          <>
            {position !== null && !segment && !preview.isValidating ? (
              <Text size="xs" c="orange.9">
                {t('documentReview.preview.notOnPage')}
              </Text>
            ) : null}
            <Pager page={shown.page} pages={pages.length} onPage={setPage} />
            <PageView page={shown} fileName={fileName} segment={segment} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('documentReview.preview.previous')}
      </Button>
      <Text size="xs" aria-live="polite">
        {t('documentReview.preview.page', { page, pages })}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('documentReview.preview.next')}
      </Button>
    </Group>
  );
}

/** One page's image, with the segment's lines outlined when it stands on this page. */
function PageView({
  page,
  fileName,
  segment,
}: {
  page: DocumentPreview['pages'][number];
  fileName: string;
  segment: DocumentPreview['segment'];
}) {
  const t = useT();
  const here = segment && segment.page === page.page ? segment : null;
  return (
    <>
      <div style={{ position: 'relative', lineHeight: 0, border: '1px solid var(--mantine-color-gray-3)' }}>
        <img
          src={page.imageUrl}
          alt={t('documentReview.preview.image', { page: page.page, name: fileName })}
          style={{ width: '100%', height: 'auto' }}
        />
        {here?.boxes.map((b, i) => (
          <span
            key={i}
            aria-hidden
            data-preview-box=""
            style={{
              position: 'absolute',
              left: `${b.x * 100}%`,
              top: `${b.y * 100}%`,
              width: `${b.width * 100}%`,
              height: `${b.height * 100}%`,
              outline: '2px solid var(--mantine-color-orange-6)',
              background: 'rgba(253, 126, 20, 0.15)',
            }}
          />
        ))}
      </div>
      {here ? (
        <Text size="xs" c="dimmed">
          {t('documentReview.preview.segmentPage', { n: here.position + 1 })}
        </Text>
      ) : null}
    </>
  );
}
