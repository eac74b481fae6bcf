// Copy of the translation, confirmed on the button for COPY_CONFIRMATION_MS (spec 3 §2.2).
import { Button, CopyButton } from '@mantine/core';
import { COPY_CONFIRMATION_MS } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export function CopyResultButton({ text }: { text: string }) {
  const t = useT();
  return (
    <CopyButton value={text} timeout={COPY_CONFIRMATION_MS}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          // Dark teal on white keeps the confirmation above 4.5:1 (a light green fill does not).
          c={copied ? 'teal.9' : undefined}
          size="xs"
          onClick={copy}
          disabled={!text}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        >
          {copied ? t('machineTranslation.text.copied') : t('machineTranslation.text.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
