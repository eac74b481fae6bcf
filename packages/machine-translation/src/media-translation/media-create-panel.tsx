import { useState } from 'react';
import { Button, Drawer, Group, Radio, Stack, Stepper, Text } from '@mantine/core';
import { MEDIA_PROJECT_TYPES } from '@lingua/contract';
import type { JobRequest, MediaProjectType } from '@lingua/contract';
import { useT } from '@lingua/core';
import { registerMachineTranslationTexts } from '../texts.ts';
import { MediaRequestForm } from './media-request-form.tsx';

registerMachineTranslationTexts();

export interface MediaCreatePanelProps {
  opened: boolean;
  onClose: () => void;
  onSubmitted?: (jobRequest: JobRequest) => void;
  onFailed?: (error: unknown) => void;
  /** Opens on this step with this type (stories). */
  initialType?: MediaProjectType;
}

/** Step 1: one of the four project types of spec 3 §4.10. */
export function MediaTypeStep({ value, onChange }: { value: MediaProjectType | null; onChange: (type: MediaProjectType) => void }) {
  const t = useT();
  return (
    <Radio.Group label={t('machineTranslation.media.typeLabel')} value={value ?? ''} onChange={(v) => onChange(v as MediaProjectType)} withAsterisk>
      <Stack gap="sm" mt="sm">
        {MEDIA_PROJECT_TYPES.map((type) => (
          <Radio.Card key={type} value={type} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{t(`machineTranslation.media.types.${type}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`machineTranslation.media.typeHints.${type}`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The Create side panel of the media tab (spec 3 §2.2, §4.6): step 1 picks the type, step 2 is the form. */
export function MediaCreatePanel({ opened, onClose, onSubmitted, onFailed, initialType }: MediaCreatePanelProps) {
  const t = useT();
  const [type, setType] = useState<MediaProjectType | null>(initialType ?? null);
  const [step, setStep] = useState(initialType ? 1 : 0);
  const close = () => {
    onClose();
    setStep(0);
    setType(null);
  };
  return (
    <Drawer opened={opened} onClose={close} position="right" size="lg" title={t('machineTranslation.media.panelTitle')} closeButtonProps={{ 'aria-label': t('machineTranslation.media.cancel') }}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label={t('machineTranslation.media.stepType')}>
          <Stack gap="md" mt="md">
            <MediaTypeStep value={type} onChange={setType} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('machineTranslation.media.cancel')}
              </Button>
              <Button disabled={!type} onClick={() => setStep(1)}>
                {t('machineTranslation.media.next')}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('machineTranslation.media.stepDetails')}>
          {type ? (
            <Stack mt="md">
              <MediaRequestForm key={type} projectType={type} onBack={() => setStep(0)} onSubmitted={(created) => {
                onSubmitted?.(created);
                close();
              }} onFailed={onFailed} />
            </Stack>
          ) : null}
        </Stepper.Step>
      </Stepper>
    </Drawer>
  );
}
