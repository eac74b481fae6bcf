import { Box, Container, Text, Title, type MantineSize } from '@mantine/core';

export interface PageHeroProps {
  /** The page's heading (the page's only h1). */
  title: string;
  /** One sentence under the heading. */
  lead: string;
  /** Container width, matching the page body below (default md). */
  size?: MantineSize;
}

/** The tinted heading band every content page opens with. */
export function PageHero({ title, lead, size = 'md' }: PageHeroProps) {
  return (
    <Box style={{ background: 'linear-gradient(180deg, var(--mantine-color-blue-0), var(--mantine-color-body))' }}>
      <Container size={size} pt={56} pb={size === 'sm' ? 24 : 32}>
        <Title order={1} fz={{ base: 30, sm: 40 }} c="blue.9">
          {title}
        </Title>
        <Text fz="lg" mt="md" c="gray.8" maw={720}>
          {lead}
        </Text>
      </Container>
    </Box>
  );
}
