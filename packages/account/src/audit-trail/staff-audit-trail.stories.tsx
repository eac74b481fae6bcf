import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answerApi, clientAdminUser, pending, signedInAs, status, type StoryAnswer } from '@lingua/core/test/story-session';
import { auditEvents } from '../story-fixtures/audit-events.ts';
import { StaffAuditTrailPage } from './staff-audit-trail-page.tsx';

// Staff's page of every company's audit trail (decision 182), in each state it can show.
const meta = { title: 'Account/Staff audit trail', component: StaffAuditTrailPage } satisfies Meta<typeof StaffAuditTrailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const staffUser = { ...clientAdminUser, username: 'admin@lingua.example', email: 'admin@lingua.example', roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' };
const companies = [
  { clientId: '1', companyName: 'Acme Health' },
  { clientId: '2', companyName: 'Globex' },
];
const setup = (routes: Record<string, StoryAnswer>) => () => {
  signedInAs(staffUser);
  return answerApi(routes);
};

export const NoCompanyChosen: Story = { beforeEach: setup({ 'GET /auditTrail/companies': companies }) };
export const LoadingCompanies: Story = { beforeEach: setup({ 'GET /auditTrail/companies': pending }) };
export const CompaniesFailed: Story = { beforeEach: setup({ 'GET /auditTrail/companies': status(500, { message: 'Internal Server Error' }) }) };
export const CompanyChosen: Story = {
  beforeEach: setup({ 'GET /auditTrail/companies': companies, 'GET /clientConfigs/1/auditEvents': { items: auditEvents, totalItems: 10 } }),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('combobox', { name: 'Company' }));
    await userEvent.click(await body.findByRole('option', { name: 'Acme Health' }));
    await expect(await body.findByText('10 events')).toBeInTheDocument();
  },
};
