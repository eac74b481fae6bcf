// "Mark an issue" (decision 184): one of five plain words, how bad it is, the words it concerns and a comment.
// The word the edit suggests is chosen already; the server maps the plain words to MQM.
import { useEffect, useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  QUALITY_ISSUE_COMMENT_MAX_LENGTH,
  QUALITY_ISSUE_WORDS_MAX_LENGTH,
  QUALITY_PLAIN_SEVERITIES,
  QUALITY_PLAIN_TYPES,
  type QualityPlainSeverity,
  type QualityPlainType,
} from '@lingua/contract';
import { errorDisplayMessage } from '../api/api-error.ts';
import { inputDir } from '../i18n/format.ts';
import { useT } from '../i18n/i18n.ts';
import { registerReviewIssuesTexts } from './review-issues-texts.ts';

registerReviewIssuesTexts();

export interface IssueDraft {
  plainType: QualityPlainType;
  severity: QualityPlainSeverity;
  words?: string;
  comment?: string;
}

export interface IssueFormProps {
  /** The heading, naming the segment or line. */
  title: string;
  /** The plain word the edit suggests, chosen at first. */
  suggested: QualityPlainType | null;
  /** The words last selected in the translation; they fill "the words" while it is untouched. */
  selectedWords: string;
  onSubmit(draft: IssueDraft): Promise<unknown>;
  onCancel(): void;
}

interface Invalid {
  what?: string;
  how?: string;
  words?: string;
  comment?: string;
}

function validate(plainType: string | null, severity: string | null, words: string, comment: string, t: ReturnType<typeof useT>): Invalid {
  const invalid: Invalid = {};
  if (!plainType) invalid.what = t('reviewIssues.chooseWhat');
  if (!severity) invalid.how = t('reviewIssues.chooseHow');
  if (words.trim().length > QUALITY_ISSUE_WORDS_MAX_LENGTH) invalid.words = t('reviewIssues.tooLong', { max: QUALITY_ISSUE_WORDS_MAX_LENGTH });
  if (comment.length > QUALITY_ISSUE_COMMENT_MAX_LENGTH) invalid.comment = t('reviewIssues.tooLong', { max: QUALITY_ISSUE_COMMENT_MAX_LENGTH });
  return invalid;
}

function useIssueDraft({ suggested, selectedWords, onSubmit }: Pick<IssueFormProps, 'suggested' | 'selectedWords' | 'onSubmit'>) {
  const t = useT();
  const [plainType, setPlainType] = useState<string | null>(suggested);
  const [severity, setSeverity] = useState<string | null>(null);
  const [words, setWords] = useState(selectedWords);
  const [wordsTouched, setWordsTouched] = useState(false);
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState<Invalid>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wordsTouched && selectedWords) setWords(selectedWords.slice(0, QUALITY_ISSUE_WORDS_MAX_LENGTH));
  }, [selectedWords, wordsTouched]);
  const submit = async () => {
    const found = validate(plainType, severity, words, comment, t);
    setInvalid(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        plainType: plainType as QualityPlainType,
        severity: severity as QualityPlainSeverity,
        ...(words.trim() ? { words: words.trim() } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
    } catch (e) {
      setError(errorDisplayMessage(e));
      setBusy(false);
    }
  };
  const typeWords = (value: string) => (setWordsTouched(true), setWords(value));
  return { plainType, setPlainType, severity, setSeverity, words, typeWords, comment, setComment, invalid, busy, error, submit };
}

interface ChoicesProps {
  plainType: string | null;
  severity: string | null;
  suggested: QualityPlainType | null;
  invalid: Invalid;
  onPlainType(value: string): void;
  onSeverity(value: string): void;
}

/** What is wrong in five plain words, and how bad it is in three. */
function Choices({ plainType, severity, suggested, invalid, onPlainType, onSeverity }: ChoicesProps) {
  const t = useT();
  return (
    <>
      <Radio.Group label={t('reviewIssues.what')} value={plainType} onChange={onPlainType} error={invalid.what} size="xs">
        <Stack gap={4} mt={4}>
          {QUALITY_PLAIN_TYPES.map((p) => (
            <Radio key={p} value={p} label={t(`reviewIssues.plain.${p}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {suggested ? (
        <Text size="xs" c="dimmed">
          {t('reviewIssues.suggested', { word: t(`reviewIssues.plain.${suggested}`) })}
        </Text>
      ) : null}
      <Radio.Group label={t('reviewIssues.how')} value={severity} onChange={onSeverity} error={invalid.how} size="xs">
        <Group gap="sm" mt={4}>
          {QUALITY_PLAIN_SEVERITIES.map((s) => (
            <Radio key={s} value={s} label={t(`reviewIssues.severity.${s}`)} />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}

export function IssueForm({ title, suggested, selectedWords, onSubmit, onCancel }: IssueFormProps) {
  const t = useT();
  const { plainType, setPlainType, severity, setSeverity, words, typeWords, comment, setComment, invalid, busy, error, submit } = useIssueDraft({ suggested, selectedWords, onSubmit });
  return (
    <Stack gap={6} component="form" aria-label={title} onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Title order={5} size="h6">
        {title}
      </Title>
      <Choices plainType={plainType} severity={severity} suggested={suggested} invalid={invalid} onPlainType={setPlainType} onSeverity={setSeverity} />
      <TextInput
        size="xs"
        attributes={inputDir(words)}
        label={t('reviewIssues.words')}
        description={t('reviewIssues.wordsHint')}
        value={words}
        maxLength={QUALITY_ISSUE_WORDS_MAX_LENGTH}
        error={invalid.words}
        onChange={(e) => typeWords(e.currentTarget.value)}
      />
      <Textarea
        size="xs"
        attributes={inputDir(comment)}
        label={t('reviewIssues.comment')}
        description={t('reviewIssues.commentCount', { count: comment.length, max: QUALITY_ISSUE_COMMENT_MAX_LENGTH })}
        value={comment}
        maxLength={QUALITY_ISSUE_COMMENT_MAX_LENGTH}
        autosize
        minRows={2}
        maxRows={6}
        error={invalid.comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="compact-sm" type="submit" loading={busy}>
          {t('reviewIssues.save')}
        </Button>
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
          {t('reviewIssues.cancel')}
        </Button>
      </Group>
      <Text size="xs" c={busy ? 'gray.7' : 'red.8'} role="status" aria-live="polite">
        {busy ? t('reviewIssues.saving') : (error ?? '')}
      </Text>
    </Stack>
  );
}
