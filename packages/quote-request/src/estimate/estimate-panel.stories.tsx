import type { Meta, StoryObj } from '@storybook/react-vite';
import { installApiDouble } from '@lingua/core/test/api-double';
import { presignedPost } from '../fixtures/quote-request-fixtures.ts';
import { installXhrDouble } from '@lingua/core/test/xhr-double';
import { EstimatePanel } from './estimate-panel.tsx';

const files = [new File(['Hello world'], 'leaflet.docx')];
const meta = { title: 'Quote request/Live estimate', component: EstimatePanel, args: { files, targetCount: 2 } } satisfies Meta<typeof EstimatePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const withEstimate = (estimate: unknown) => () => {
  const api = installApiDouble({ 'POST /tempFiles/actions/createPresignedPost': { body: presignedPost }, 'POST /autoQuotes/actions/estimate': estimate === 'pending' ? 'pending' : { body: estimate } });
  const xhr = installXhrDouble();
  return () => {
    api.restore();
    xhr.restore();
  };
};

export const Calculating: Story = { beforeEach: withEstimate('pending') };
export const Estimated: Story = {
  beforeEach: withEstimate({ totalPages: 8, documentPages: 4, pricePerPage: 24.5, price: 196, complete: true, perFile: [] }),
};
export const Incomplete: Story = {
  beforeEach: withEstimate({ totalPages: 2, documentPages: 1, pricePerPage: 24.5, price: 49, complete: false, perFile: [] }),
};
