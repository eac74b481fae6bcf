import { Badge, Group, Tooltip } from '@mantine/core';
import type { RequestType } from '@lingua/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { statusColor, statusLabelKey, statusTooltipKey } from './job-request-status.ts';
import type { StatusVocabulary } from './job-request-status.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

export interface StatusBadgeProps {
  status: string;
  /** Labels: machine-translation groups (default) or the web/procurement request labels of spec 3 §4.3. */
  vocabulary?: StatusVocabulary;
  /** Request type, for the estimate labels of spec 3 §4.3. */
  requestType?: RequestType;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/**
 * The label always reads in full: Mantine's badge cuts its label with an ellipsis, and in a table a squeezed
 * status column turned "Completed" into "Compl…". Unclipped, the label's width is the column's minimum.
 */
const FULL_LABEL = { root: { maxWidth: 'none', flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** A job request status as a coloured badge with its tooltip (created, failed, submitted; spec 3 §4.2). */
export function StatusBadge({ status, vocabulary = 'machineTranslation', requestType, size = 'md' }: StatusBadgeProps) {
  const t = useT();
  const tooltipKey = statusTooltipKey(status);
  const badge = (
    // The dot variant carries the status colour in the dot and keeps the label dark: coloured text on a tinted
    // badge (the light variant) falls below WCAG AA contrast for green and blue.
    <Badge color={statusColor(status)} variant="dot" size={size} radius="sm" tt="none" data-status={status} data-color={statusColor(status)} styles={FULL_LABEL}>
      {t(statusLabelKey(status, vocabulary, requestType))}
    </Badge>
  );
  if (!tooltipKey) return badge;
  // The tooltip hangs on a focusable icon so keyboard and screen-reader users reach it too.
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <Tooltip label={t(tooltipKey)} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
        <IconInfoCircle size={16} tabIndex={0} role="img" aria-label={t(tooltipKey)} style={{ color: 'var(--mantine-color-gray-7)', cursor: 'help' }} />
      </Tooltip>
    </Group>
  );
}
