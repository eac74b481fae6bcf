import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart.tsx';
import { renderWithLingua } from '../../../test/render.tsx';

// What a pointer user reads on hovering each bar (the SVG titles of the bars).
const tooltips = (chart: HTMLElement) => [...chart.querySelectorAll('rect > title')].map((title) => title.textContent);

describe('BarChart', () => {
  it('is an image named by its title, with every bar named by its label and value', () => {
    renderWithLingua(
      <BarChart
        title="Open projects per vertical"
        data={[
          { label: 'Healthcare', values: [4] },
          { label: 'Insurance', values: [0] },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Open projects per vertical' });
    expect(tooltips(chart)).toEqual(['Healthcare: 4', 'Insurance: 0']);
    expect(within(chart).getByText('Healthcare')).toBeInTheDocument();
    expect(within(chart).getByText('4')).toBeInTheDocument();
  });

  it('names each series in a legend and in the bars of that series', () => {
    renderWithLingua(
      <BarChart title="Due per manager" series={['Past due', 'Due today']} data={[{ label: 'Maria Lopez', values: [2, 3] }]} />,
    );
    const chart = screen.getByRole('img', { name: 'Due per manager' });
    expect(within(chart).getByText('Past due')).toBeInTheDocument();
    expect(tooltips(chart)).toEqual(['Maria Lopez (Past due): 2', 'Maria Lopez (Due today): 3']);
    // The two series are told apart by colour, in the legend and in the bars alike.
    const fills = [...chart.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    expect(new Set(fills).size).toBe(2);
  });

  it('takes its name from a shown summary and writes values in the given format as columns', () => {
    renderWithLingua(
      <>
        <p id="summary">Rows per month: Oct 2025: 1,200.</p>
        <BarChart labelledBy="summary" orientation="vertical" formatValue={(v) => v.toLocaleString('en-US')} data={[{ label: 'Oct 2025', values: [1200] }]} />
      </>,
    );
    const chart = screen.getByRole('img', { name: 'Rows per month: Oct 2025: 1,200.' });
    expect(tooltips(chart)).toEqual(['Oct 2025: 1,200']);
    expect(within(chart).getByText('1,200')).toBeInTheDocument();
    expect(within(chart).getByText('Oct 2025')).toBeInTheDocument();
  });
});
