// The help overlay: every shortcut of the editor, from the same list the keyboard handler reads (review-keys.ts).
import { Button, Group, Kbd, Modal, Table } from '@mantine/core';
import { useT } from '@lingua/core';
import { SHORTCUTS } from './review-keys.ts';

export function HelpOverlay({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('documentReview.help.title')} size="lg">
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.command}>
              <Table.Td>
                <Kbd>{s.keys}</Kbd>
              </Table.Td>
              <Table.Td>{t(`documentReview.help.${s.command}`)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>
              <Kbd>Ctrl+Z</Kbd>
            </Table.Td>
            <Table.Td>{t('documentReview.help.undo')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('documentReview.help.close')}</Button>
      </Group>
    </Modal>
  );
}
