// The filter form of a report (spec 3 §2.4, §5): one input per filter definition — a date picker in MM/DD/YYYY,
// a select with "Any", or a text box — and the Search button that runs the search.
import { Button, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import type { ReportFilter } from '@lingua/contract';
import { formSubmit, useT } from '@lingua/core';
import type { FilterFormValues } from '../filters/filter-values.ts';

export interface ReportFiltersProps {
  filters: readonly ReportFilter[];
  values: FilterFormValues;
  onChange: (mapping: string, value: string) => void;
  onSearch: () => void;
  /** A search of the first page is under way (the button shows it). */
  searching: boolean;
}

/** The form; nothing for a report without filters. */
export function ReportFilters({ filters, values, onChange, onSearch, searching }: ReportFiltersProps) {
  const t = useT();
  if (filters.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={formSubmit(onSearch)} aria-label={t('reports.report.filtersLegend')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="md">
        {filters.map((f) => (
          <FilterInput key={f.mapping} filter={f} value={values[f.mapping] ?? ''} onChange={(v) => onChange(f.mapping, v)} />
        ))}
      </SimpleGrid>
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
        {t('reports.report.search')}
      </Button>
    </Paper>
  );
}

function FilterInput({ filter, value, onChange }: { filter: ReportFilter; value: string; onChange: (value: string) => void }) {
  const t = useT();
  if (filter.type === 'DATE') {
    return (
      <DateInput
        label={filter.name}
        valueFormat="MM/DD/YYYY"
        placeholder={t('reports.report.datePlaceholder')}
        clearable
        clearButtonProps={{ 'aria-label': t('reports.report.clear', { name: filter.name }) }}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
      />
    );
  }
  if (filter.type === 'SELECT') {
    return (
      <Select
        label={filter.name}
        data={filter.options ?? []}
        value={value || null}
        placeholder={t('reports.report.any')}
        onChange={(v) => onChange(v ?? '')}
        clearable
      />
    );
  }
  return <TextInput label={filter.name} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}
