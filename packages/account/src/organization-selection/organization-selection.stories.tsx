import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrganizationSelection } from './organization-selection.tsx';
import { answerApi, employeeUser, pending, signedInAs, status } from '../story-fixtures/story-fixtures.ts';
import type { StoryAnswer } from '../story-fixtures/story-fixtures.ts';

const meta = {
  title: 'Account/Organization selection',
  component: OrganizationSelection,
  args: { onCancel: () => {}, onAssigned: () => {} },
} satisfies Meta<typeof OrganizationSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

const linked = [
  { clientId: '1', clientName: 'Acme Health', status: 'ACTIVE' },
  { clientId: '7', clientName: 'Acme Health Research', status: 'ACTIVE' },
  { clientId: '9', clientName: 'Acme Legacy Imaging', status: 'INACTIVE' },
];
const answer = (routes: Record<string, StoryAnswer>) => () => {
  signedInAs(employeeUser);
  return answerApi(routes);
};

export const SeveralOrganizations: Story = { beforeEach: answer({ 'GET /userAccount/linkedClients': linked, 'POST /userAccount/actions/assignClient': status(204) }) };
export const Loading: Story = { beforeEach: answer({ 'GET /userAccount/linkedClients': pending }) };
export const SingleMatchAssigning: Story = {
  beforeEach: answer({ 'GET /userAccount/linkedClients': [], 'GET /clientConfigs': [{ clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' }], 'POST /userAccount/actions/assignClient': pending }),
};
export const NoOrganization: Story = { beforeEach: answer({ 'GET /userAccount/linkedClients': [], 'GET /clientConfigs': [] }) };
export const AssignFailed: Story = {
  beforeEach: answer({
    'GET /userAccount/linkedClients': [],
    'GET /clientConfigs': [{ clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' }],
    'POST /userAccount/actions/assignClient': status(403, { message: 'Forbidden', errorCode: 'NOT_LINKED' }),
  }),
};
