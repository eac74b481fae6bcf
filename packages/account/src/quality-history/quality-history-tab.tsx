// A client admin's quality history (decision 187), a tab of the settings panel beside the company's audit trail:
// the mean score per month of one target language as a chart with a sentence naming every figure, and every
// language and month in a table. The server answers only the company's admin (and staff).
import { useId, useState, type ReactNode } from 'react';
import { Alert, Group, Loader, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { calls, QUALITY_RECORD_MONTHS_DEFAULT, type QualityHistory } from '@lingua/contract';
import { BarChart, currentLocale, nameOfLanguage, useCall, useLanguageCodes, useT, useUserAccount } from '@lingua/core';
import '../texts/quality-history-texts.ts';
import { languagesOf, monthsOf, scoreText } from './history-rows.ts';

const PERIODS = [3, 6, 12, 24, 36] as const;
// The month as the shown language names it ("Mar 2026", "März 2026"), decision 192.
const monthLabel = (month: string) => new Date(`${month}-01T12:00:00`).toLocaleDateString(currentLocale(), { month: 'short', year: 'numeric' });

export function QualityHistoryTab() {
  const t = useT();
  const account = useUserAccount();
  const clientId = account.data?.clientConfig?.clientId ?? null;
  const [months, setMonths] = useState<number>(QUALITY_RECORD_MONTHS_DEFAULT);
  const history = useCall(calls.getQualityHistory, clientId === null ? null : { params: { clientId: String(clientId) }, query: { months } });
  let body: ReactNode;
  if (history.error)
    body = (
      <Alert color="red" role="alert">
        {t('qualityHistory.loadError')}
      </Alert>
    );
  else if (!history.data)
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('qualityHistory.loading')}</Text>
      </Group>
    );
  else if (history.data.rows.length === 0) body = <Text>{t('qualityHistory.empty')}</Text>;
  else body = <HistoryFigures history={history.data} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('qualityHistory.intro')}
      </Text>
      <NativeSelect
        label={t('qualityHistory.period')}
        value={String(months)}
        onChange={(e) => setMonths(Number(e.currentTarget.value))}
        data={PERIODS.map((n) => ({ value: String(n), label: t('qualityHistory.months', { count: n }) }))}
        w="fit-content"
      />
      {body}
    </Stack>
  );
}

function HistoryFigures({ history }: { history: QualityHistory }) {
  const t = useT();
  useLanguageCodes();
  const summaryId = useId();
  const languages = languagesOf(history.rows);
  const [chosen, setChosen] = useState<string | null>(null);
  const language = languages.find((l) => l.id === chosen) ?? languages[0]!;
  const points = monthsOf(history.rows, language.id);
  const empty = t('qualityHistory.noScore');
  const summary = t('qualityHistory.chartSummary', {
    language: nameOfLanguage(language, true),
    points: points.map((p) => t('qualityHistory.point', { label: monthLabel(p.month), value: scoreText(p.meanScore, empty) })).join(', '),
  });
  return (
    <>
      <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={`${summaryId}-title`}>
        <Group justify="space-between" align="flex-end" mb="xs">
          <Title order={3} size="h5" id={`${summaryId}-title`}>
            {t('qualityHistory.chartTitle', { language: nameOfLanguage(language, true) })}
          </Title>
          {languages.length > 1 ? (
            <NativeSelect label={t('qualityHistory.language')} value={language.id} onChange={(e) => setChosen(e.currentTarget.value)} data={languages.map((l) => ({ value: l.id, label: nameOfLanguage(l) }))} />
          ) : null}
        </Group>
        <BarChart labelledBy={summaryId} orientation="vertical" width={Math.min(640, Math.max(320, points.length * 72))} formatValue={(v) => scoreText(v, empty)} data={points.map((p) => ({ label: monthLabel(p.month), values: [p.meanScore] }))} />
        <Text component="figcaption" id={summaryId} size="sm" c="dimmed" mt="xs">
          {summary}
        </Text>
      </Paper>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder fz="sm" aria-label={t('qualityHistory.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {(['month', 'language', 'scores', 'meanScore', 'pass', 'fail', 'inconclusive'] as const).map((c) => (
                <Table.Th key={c} ta={c === 'month' || c === 'language' ? undefined : 'end'}>
                  {t(`qualityHistory.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.rows.map((r) => (
              <Table.Tr key={`${r.month}-${r.languageId}`}>
                <Table.Td>{monthLabel(r.month)}</Table.Td>
                <Table.Td>{nameOfLanguage({ id: r.languageId, name: r.languageName })}</Table.Td>
                <Table.Td ta="end">{r.scores}</Table.Td>
                <Table.Td ta="end">{scoreText(r.meanScore, empty)}</Table.Td>
                <Table.Td ta="end">{r.pass}</Table.Td>
                <Table.Td ta="end">{r.fail}</Table.Td>
                <Table.Td ta="end">{r.inconclusive}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
