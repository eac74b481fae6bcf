// What machine translation did on a request (decision 149): how many of the client's glossary terms it wrote
// and, for documents, how many words it did not know — each said only when there is at least one.
import type { ComponentType } from 'react';
import { Group, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconBook2, IconQuestionMark } from '@tabler/icons-react';

type CountKey = 'machineTranslation.details.glossaryTerms' | 'machineTranslation.details.unknownWords';

function CountLine({ count, text, Icon }: { count: number | undefined; text: CountKey; Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> }) {
  const t = useT();
  if (!count) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">{t(text, { count })}</Text>
    </Group>
  );
}

/** "7 terms from your glossary applied". */
export function GlossaryTermsApplied({ count }: { count: number | undefined }) {
  return <CountLine count={count} text="machineTranslation.details.glossaryTerms" Icon={IconBook2} />;
}

/** "12 words the engine did not know": beside the offer of a human translator, or alone where none is offered. */
export function UnknownWords({ count }: { count: number | undefined }) {
  return <CountLine count={count} text="machineTranslation.details.unknownWords" Icon={IconQuestionMark} />;
}
