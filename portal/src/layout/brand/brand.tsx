import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@lingua/core';

/** `compact`: the logo alone on a phone (the header, whose buttons must fit in every language, decision 189). */
export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <UnstyledButton component={Link} to="/">
      <Group gap="xs" wrap="nowrap">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-7)" />
          <path d="M10 8v16h12" stroke="white" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="22" cy="10" r="3" fill="var(--mantine-color-orange-5)" />
        </svg>
        <div>
          <Text fw={800} fz="lg" lh={1.1} c="blue.9" visibleFrom={compact ? 'xs' : undefined}>
            {t('portal.brand.name')}
          </Text>
          {/* With the logo alone the link keeps its name for screen readers. */}
          {compact ? <VisuallyHidden hiddenFrom="xs">{t('portal.brand.name')}</VisuallyHidden> : null}
          <Text fz="xs" lh={1.1} c="gray.7" visibleFrom="xs">
            {t('portal.brand.tagline')}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
