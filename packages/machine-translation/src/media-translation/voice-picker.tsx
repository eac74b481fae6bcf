// A voice per dubbing target (spec 3 §5), each with a button that plays and stops its sample; one sample plays
// at a time.
import { useRef, useState } from 'react';
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import type { DubbingVoice } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';

export interface VoicePickerProps {
  /** The targets that have voices, in the form's order. */
  languageIds: readonly string[];
  voices: readonly DubbingVoice[];
  chosen: Readonly<Record<string, string>>;
  /** The language's name, in a sentence's form when `inText`. */
  languageName: (id: string, inText?: boolean) => string;
  busy: boolean;
  messages: readonly string[];
  onChoose: (languageId: string, voiceName: string | null) => void;
}

function SampleButton({ voice, playing, onToggle }: { voice: DubbingVoice; playing: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <ActionIcon
      variant="light"
      size="lg"
      onClick={onToggle}
      disabled={!voice.sampleUrl}
      aria-label={t(playing ? 'machineTranslation.media.stopSample' : 'machineTranslation.media.playSample', { voice: voice.displayName })}
      aria-pressed={playing}
    >
      {playing ? <IconPlayerStop size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
    </ActionIcon>
  );
}

export function VoicePicker({ languageIds, voices, chosen, languageName, busy, messages, onChoose }: VoicePickerProps) {
  const t = useT();
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const toggleSample = (voice: DubbingVoice) => {
    audio.current?.pause();
    if (playing === voice.voiceName || !voice.sampleUrl) {
      setPlaying(null);
      return;
    }
    const player = new Audio(voice.sampleUrl);
    audio.current = player;
    player.onended = () => setPlaying(null);
    setPlaying(voice.voiceName);
    void player.play().catch(() => setPlaying(null));
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('machineTranslation.media.voices')}
      </Text>
      {languageIds.map((languageId) => {
        const options = voices.filter((v) => v.languageId === languageId);
        const voice = options.find((v) => v.voiceName === chosen[languageId]);
        return (
          <Group key={languageId} align="flex-end" wrap="nowrap" gap="xs">
            <Select
              label={t('machineTranslation.media.voiceFor', { language: languageName(languageId, true) })}
              data={options.map((v) => ({ value: v.voiceName, label: v.displayName }))}
              value={chosen[languageId] ?? null}
              onChange={(value) => onChoose(languageId, value)}
              withAsterisk
              disabled={busy}
              style={{ flex: 1 }}
              comboboxProps={{ withinPortal: true }}
            />
            {voice ? <SampleButton voice={voice} playing={playing === voice.voiceName} onToggle={() => toggleSample(voice)} /> : null}
          </Group>
        );
      })}
      {messages.map((message) => (
        <Text key={message} size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
