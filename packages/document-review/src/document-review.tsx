// "Review and edit" of a translated document (decisions 173 and 174): the document read once, then the editor's
// screen; a back link to the request when the host gives one. The portal's route and `<lingua-document-review>`
// both render this.
import { useMemo } from 'react';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { errorDisplayMessage, inAppClick, nameOfLanguage, useLanguageCodes, useT, useUserAccount } from '@lingua/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import './texts/document-review-texts.ts';
import { ReviewScreen } from './review-screen.tsx';
import { useDocumentReview } from './use-document-review.ts';

export interface DocumentReviewProps {
  jobRequestId: string;
  fileKey: string;
  /** Where "Back to the request" leads; with `onBack`, a plain click calls it instead. */
  backHref?: string | undefined;
  onBack?: (() => void) | undefined;
}

function Back({ backHref, onBack }: Pick<DocumentReviewProps, 'backHref' | 'onBack'>) {
  const t = useT();
  if (!backHref && !onBack) return null;
  return (
    <Anchor href={backHref ?? '#'} size="sm" onClick={onBack ? inAppClick(onBack) : undefined}>
      <IconArrowLeft size={14} aria-hidden className="mantine-rotate-rtl" style={{ verticalAlign: -2 }} /> {t('documentReview.back')}
    </Anchor>
  );
}

export function DocumentReview({ jobRequestId, fileKey, backHref, onBack }: DocumentReviewProps) {
  const t = useT();
  useLanguageCodes();
  const file = useMemo(() => ({ jobRequestId, fileKey }), [jobRequestId, fileKey]);
  const editor = useDocumentReview(file);
  const me = useUserAccount().data?.username ?? null;
  const { state, meta } = editor;
  let body;
  if (editor.segments.error)
    body = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
        {`${t('documentReview.loadFailed')} ${errorDisplayMessage(editor.segments.error)}`}
      </Alert>
    );
  else if (!state || !meta) body = <Loader size="sm" aria-label={t('documentReview.loading')} />;
  else body = <ReviewScreen file={file} editor={{ ...editor, state, meta }} me={me} />;
  return (
    <Stack gap="sm">
      <Back backHref={backHref} onBack={onBack} />
      <Title order={2} size="h3">
        {meta ? t('documentReview.heading', { name: meta.fileName, language: nameOfLanguage({ id: meta.languageId, name: meta.languageId }) }) : t('documentReview.title')}
      </Title>
      {body}
    </Stack>
  );
}
