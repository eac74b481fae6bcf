import { Card, Group, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@lingua/core';
import type { ToolCard } from './tool-cards.ts';
import { ToolCardIcon } from './tool-card-icon.tsx';
import { openAuthUrl } from './project-system-link.ts';

/** The signed-in home page's grid of tool cards; each card is one link. */
export function ToolCardGrid({ cards }: { cards: readonly ToolCard[] }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {cards.map((card) => {
        const title = t(`portal.toolCards.${card.id}.title`);
        const target = card.target;
        const linkProps =
          target.kind === 'route'
            ? { component: Link, to: target.path }
            : target.kind === 'external'
              ? { component: 'a' as const, href: target.href, target: '_blank', rel: 'noopener noreferrer' }
              : {
                  // No address to link to until the project system answers: a button that fetches it.
                  component: 'button' as const,
                  type: 'button',
                  style: { width: '100%', textAlign: 'start' as const, cursor: 'pointer', font: 'inherit' },
                  onClick: () =>
                    void openAuthUrl(target.endpoint, () =>
                      notifications.show({ color: 'red', message: t('portal.home.projectSystemLinkFailed') }),
                    ),
                };
        return (
          <li key={card.id}>
            <Card
              {...(linkProps as { component: typeof Link; to: string })}
              withBorder
              radius="md"
              padding="lg"
              h="100%"
              className="lingua-tool-card"
              data-card={card.id}
            >
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon size={48} radius="md" variant="light" color={card.id === 'DASHBOARD' ? 'orange' : 'blue'}>
                  <ToolCardIcon id={card.id} />
                </ThemeIcon>
                {card.target.kind !== 'route' ? <IconExternalLink size={18} aria-hidden="true" color="var(--mantine-color-gray-7)" /> : null}
              </Group>
              <Text fw={700} fz="lg" c="gray.9">
                {title}
                {card.target.kind !== 'route' ? <VisuallyHidden> {t('portal.home.opensExternal')}</VisuallyHidden> : null}
              </Text>
              <Text fz="sm" c="gray.7" mt={4}>
                {t(`portal.toolCards.${card.id}.description`)}
              </Text>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
