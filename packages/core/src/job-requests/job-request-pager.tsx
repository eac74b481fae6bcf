// The foot of the job request list (spec 3 §4.4): whether it refreshes itself, the remembered page size, and
// cursor paging — Previous, "Page N", Next. Its chevrons turn round right to left (Mantine's mantine-rotate-rtl).
import { useId } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { JOB_REQUEST_PAGE_SIZES } from './use-page-size.ts';

export interface JobRequestPagerProps {
  /** Some shown request is in progress, so the list refreshes itself (said beside the paging). */
  autoRefresh: boolean;
  pageSize: number;
  onPageSize: (pageSize: number) => void;
  /** 1-based number of the page shown. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function JobRequestPager({ autoRefresh, pageSize, onPageSize, page, hasPrevious, hasNext, onPrevious, onNext }: JobRequestPagerProps) {
  const t = useT();
  const pageSizeLabelId = useId();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="xs" c="dimmed">
        {autoRefresh ? t('jobRequests.list.autoRefresh') : ''}
      </Text>
      <Group gap="sm" component="nav" aria-label={t('jobRequests.paging.navigation')}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" id={pageSizeLabelId} style={{ whiteSpace: 'nowrap' }}>
            {t('jobRequests.paging.pageSize')}
          </Text>
          <Select
            aria-labelledby={pageSizeLabelId}
            data={JOB_REQUEST_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => value && onPageSize(Number(value))}
            allowDeselect={false}
            size="xs"
            w={72}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden className="mantine-rotate-rtl" />} disabled={!hasPrevious} onClick={onPrevious} aria-label={t('jobRequests.paging.previous')}>
          {t('jobRequests.paging.previous')}
        </Button>
        <Text size="sm" fw={500} aria-live="polite">
          {t('jobRequests.paging.page', { page })}
        </Text>
        <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden className="mantine-rotate-rtl" />} disabled={!hasNext} onClick={onNext} aria-label={t('jobRequests.paging.next')}>
          {t('jobRequests.paging.next')}
        </Button>
      </Group>
    </Group>
  );
}
