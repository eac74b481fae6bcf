import { List, Modal } from '@mantine/core';
import { useT } from '@lingua/core';

export interface TermsDialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  onClose: () => void;
}

const TERMS = ['estimates', 'claims', 'lateInterest', 'defects', 'invoices'] as const;

/** The terms and conditions shown with a quote (spec 2 §9). */
export function TermsDialog({ opened, onClose }: TermsDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('autoQuote.terms.title')} size="lg" centered>
      <List spacing="sm">
        {TERMS.map((term) => (
          <List.Item key={term}>{t(`autoQuote.terms.${term}`)}</List.Item>
        ))}
      </List>
    </Modal>
  );
}
