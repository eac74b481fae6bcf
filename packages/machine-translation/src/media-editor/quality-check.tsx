// The subtitle check beside the lines (decision 135): each line that breaks a rule, in the catalogue's words, a
// link-like button that plays it and a button with its fix. Plain buttons, so the list is worked by Tab and Enter.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '@lingua/core';
import type { QualityItem } from './quality-state.ts';

/** At most this many breaks are listed at once: fixing them brings the next ones up. */
export const QUALITY_ITEMS_SHOWN = 50;

export interface QualityCheckProps {
  items: readonly QualityItem[];
  /** Lines breaking a rule (a line may break several). */
  lines: number;
  names: ReadonlyMap<string, string>;
  readOnly: boolean;
  onShow: (lineId: string) => void;
  onFix: (item: QualityItem) => void;
  onAccept: (item: QualityItem) => void;
}

export function QualityCheck({ items, lines, names, readOnly, onShow, onFix, onAccept }: QualityCheckProps) {
  const t = useT();
  const k = 'machineTranslation.media.editor.quality';
  return (
    <Stack gap={4} component="section" aria-labelledby="lp-quality-title">
      <Title order={4} size="h6" id="lp-quality-title">
        {t(`${k}.title`)}
      </Title>
      <Text size="sm" role="status" aria-labelledby="lp-quality-title" c={items.length ? 'orange.9' : undefined}>
        {items.length ? t(`${k}.count`, { count: lines }) : t(`${k}.none`)}
      </Text>
      {items.length ? (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {items.slice(0, QUALITY_ITEMS_SHOWN).map((item) => {
            const language = names.get(item.languageId) ?? item.languageId;
            const problem = t(`${k}.codes.${item.code}`, { value: item.value, limit: item.limit });
            return (
              <li key={`${item.languageId}:${item.lineId}:${item.code}`}>
                <Group gap="xs" wrap="wrap">
                  <Button variant="subtle" size="compact-xs" onClick={() => onShow(item.lineId)}>
                    {t(`${k}.show`, { n: item.n, language, problem })}
                  </Button>
                  {item.fix && !readOnly ? (
                    <Button size="compact-xs" variant="light" onClick={() => onFix(item)} aria-label={t(`${k}.fixLine`, { fix: t(`${k}.fixes.${item.fix}`), n: item.n, language })}>
                      {t(`${k}.fixes.${item.fix}`)}
                    </Button>
                  ) : null}
                  {readOnly ? null : (
                    <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onAccept(item)} aria-label={t(`${k}.acceptLine`, { n: item.n, language })}>
                      {t(`${k}.accept`)}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
      ) : null}
      {items.length > QUALITY_ITEMS_SHOWN ? <Text size="xs">{t(`${k}.more`, { count: items.length - QUALITY_ITEMS_SHOWN })}</Text> : null}
    </Stack>
  );
}
