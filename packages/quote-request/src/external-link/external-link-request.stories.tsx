import type { Meta, StoryObj } from '@storybook/react-vite';
import { installApiDouble } from '@lingua/core/test/api-double';
import { acme, allTypesCustomFields, initech, referenceRoutes } from '../fixtures/quote-request-fixtures.ts';
import { encodeClientId } from './decode-client-id.ts';
import { ExternalLinkRequest } from './external-link-request.tsx';

const meta = { title: 'Quote request/External link', component: ExternalLinkRequest } satisfies Meta<typeof ExternalLinkRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  args: { encodedClientId: encodeClientId('1'), token: 'fixture-token' },
  beforeEach: () => installApiDouble(referenceRoutes(acme, allTypesCustomFields)).restore,
};
export const InvalidLink: Story = { args: { encodedClientId: encodeClientId('1') } };
export const InactiveClient: Story = {
  args: { encodedClientId: encodeClientId('3'), token: 'fixture-token' },
  beforeEach: () => installApiDouble(referenceRoutes(initech, [])).restore,
};
