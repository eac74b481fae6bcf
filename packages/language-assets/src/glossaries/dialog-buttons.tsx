// Cancel and the dialog's own submit button, at the end of every glossary dialog.
import { Button, Group } from '@mantine/core';
import { useT } from '@lingua/core';

export function DialogButtons({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}
