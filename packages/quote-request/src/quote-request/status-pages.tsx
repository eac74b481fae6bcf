import type { ReactNode } from 'react';
import { Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import type { CreatableRequestType } from '@lingua/contract';
import { useT } from '@lingua/core';

/** A full-width page of one outcome: an icon, a title and what to do. */
export function StatusPage({ icon, color, title, children }: { icon: ReactNode; color: string; title: string; children: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="md" py={48} px="md" maw={620} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

export interface SubmittedPageProps {
  /** What was submitted: a project (translation) or an estimate (quote). */
  requestType: CreatableRequestType;
  /** Visitors get a sign-up prompt. */
  showSignUp?: boolean;
  /** Sign-up action (the portal navigates; the widget emits an event). */
  onSignUp?: () => void;
  /** Starts a fresh form. */
  onAnother: () => void;
}

/** Spec 2 §2: the submitted confirmation, project or estimate, with an optional sign-up prompt for visitors. */
export function SubmittedPage({ requestType, showSignUp, onSignUp, onAnother }: SubmittedPageProps) {
  const t = useT();
  const project = requestType === 'TRANSLATION_REQUEST';
  return (
    <StatusPage icon={<IconCircleCheck size={40} />} color="green" title={project ? t('createProject.submitted.projectTitle') : t('createProject.submitted.estimateTitle')}>
      <Text size="lg">{t('createProject.submitted.message')}</Text>
      {showSignUp && onSignUp ? (
        <Stack gap="xs" align="center">
          <Text c="dimmed">{t('createProject.submitted.signUpPrompt')}</Text>
          <Button variant="light" onClick={onSignUp}>
            {t('createProject.submitted.signUp')}
          </Button>
        </Stack>
      ) : null}
      <Button onClick={onAnother}>{t('createProject.submitted.another')}</Button>
    </StatusPage>
  );
}

/** Spec 2 §2: unauthenticated submissions disabled — Sign in and Return to home. */
export function SubmissionsDisabledPage({ onSignIn, onHome }: { onSignIn: () => void; onHome?: () => void }) {
  const t = useT();
  return (
    <StatusPage icon={<IconLock size={40} />} color="blue" title={t('createProject.visitor.disabledTitle')}>
      <Text size="lg">{t('createProject.visitor.disabledMessage')}</Text>
      <Group justify="center">
        <Button onClick={onSignIn}>{t('common.signIn')}</Button>
        {onHome ? (
          <Button variant="default" onClick={onHome}>
            {t('createProject.visitor.returnHome')}
          </Button>
        ) : null}
      </Group>
    </StatusPage>
  );
}

/** Spec 2 §8: the company is inactive and cannot accept new requests. */
export function InactiveClientPage({ message, onBack }: { message?: string; onBack?: () => void }) {
  const t = useT();
  return (
    <StatusPage icon={<IconAlertTriangle size={40} />} color="orange" title={t('createProject.visitor.inactiveTitle')}>
      <Text size="lg">{message ?? t('createProject.visitor.inactiveMessage')}</Text>
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('createProject.visitor.changeEmail')}
        </Button>
      ) : null}
    </StatusPage>
  );
}

/** What the entry shows while the session or the form's data loads. */
export function Loading() {
  const t = useT();
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-hidden />
      <Text ms="sm">{t('createProject.loading')}</Text>
    </Center>
  );
}
