import { useState } from 'react';
import { Container, Paper } from '@mantine/core';
import { useT } from '@lingua/core';
import { PageHero } from '../content-page/page-hero.tsx';
import { registerContentTexts } from '../../texts/register-content-texts.ts';
import { needsPurpose, recommend } from './recommend.ts';
import { WizardQuestion } from './wizard-question.tsx';
import { WizardResult } from './wizard-result.tsx';
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
            <WizardQuestion label={t(`${base}.step1`)} choices={NEEDS.map((n) => ({ value: n, label: t(`${base}.what.${n}`) }))} value={need} onChange={setNeed} onNext={() => setStep(need && needsPurpose(need) ? 'purpose' : 'result')} />
          ) : null}
          {step === 'purpose' ? (
            <WizardQuestion label={t(`${base}.step2`)} choices={PURPOSES.map((p) => ({ value: p, label: t(`${base}.purpose.${p}`) }))} value={purpose} onChange={setPurpose} onBack={() => setStep('need')} onNext={() => setStep('result')} />
          ) : null}
          {step === 'result' && result ? <WizardResult result={result} onRestart={restart} /> : null}
        </Paper>
      </Container>
    </article>
  );
}
