import { useState } from 'react';
import { Button, Container, Group, Paper, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@lingua/core';
import { PageHero } from '../content-page/page-hero.tsx';
import { registerContentTexts } from '../../texts/register-content-texts.ts';
import { needsPurpose, recommend, recommendationPath } from './recommend.ts';
import type { WizardNeed, WizardPurpose } from './recommend.ts';

registerContentTexts();

const NEEDS: readonly WizardNeed[] = ['documents', 'text', 'website', 'system', 'conversation', 'media'];
const PURPOSES: readonly WizardPurpose[] = ['publish', 'internal', 'urgent'];

type Step = 'need' | 'purpose' | 'result';

/** /solutionWizard: two questions, then one recommended service with a link to it. */
export function SolutionWizard() {
  const t = useT();
  const base = 'portal.content.wizard';
  const [step, setStep] = useState<Step>('need');
  const [need, setNeed] = useState<WizardNeed | null>(null);
  const [purpose, setPurpose] = useState<WizardPurpose | null>(null);

  const restart = () => {
    setNeed(null);
    setPurpose(null);
    setStep('need');
  };
  const result = need ? recommend(need, purpose) : null;

  return (
    <article>
      <PageHero title={t(`${base}.title`)} lead={t(`${base}.lead`)} size="sm" />
      <Container size="sm" pb={56}>
        <Paper withBorder radius="md" p="xl" shadow="xs">
          {step === 'need' ? (
            <Stack>
              <Radio.Group label={t(`${base}.step1`)} value={need ?? ''} onChange={(v) => setNeed(v as WizardNeed)} styles={{ label: { fontSize: 20, fontWeight: 700, marginBottom: 12 } }}>
                <Stack gap="sm">
                  {NEEDS.map((n) => (
                    <Radio key={n} value={n} label={t(`${base}.what.${n}`)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Group justify="flex-end">
                <Button disabled={!need} onClick={() => setStep(need && needsPurpose(need) ? 'purpose' : 'result')}>
                  {t(`${base}.next`)}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {step === 'purpose' ? (
            <Stack>
              <Radio.Group label={t(`${base}.step2`)} value={purpose ?? ''} onChange={(v) => setPurpose(v as WizardPurpose)} styles={{ label: { fontSize: 20, fontWeight: 700, marginBottom: 12 } }}>
                <Stack gap="sm">
                  {PURPOSES.map((p) => (
                    <Radio key={p} value={p} label={t(`${base}.purpose.${p}`)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep('need')}>
                  {t(`${base}.back`)}
                </Button>
                <Button disabled={!purpose} onClick={() => setStep('result')}>
                  {t(`${base}.next`)}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {step === 'result' && result ? (
            <Stack>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" color="orange">
                  <IconBulb size={24} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <Title order={2} fz={22} aria-live="polite">
                    {t(`${base}.result`)}: {t(`${base}.recommendations.${result}.service`)}
                  </Title>
                  <Text mt="xs" lh={1.7}>
                    {t(`${base}.recommendations.${result}.reason`)}
                  </Text>
                </div>
              </Group>
              <Group justify="space-between" mt="md">
                <Button variant="default" onClick={restart}>
                  {t(`${base}.restart`)}
                </Button>
                <Button component={Link} to={recommendationPath(result)}>
                  {t(`${base}.open`, { service: t(`${base}.recommendations.${result}.service`) })}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Paper>
      </Container>
    </article>
  );
}
