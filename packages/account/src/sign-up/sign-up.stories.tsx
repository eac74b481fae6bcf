import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { CustomFieldDefinition } from '@lingua/contract';
import { SignUp } from './sign-up.tsx';
import { answerApi, pending, signedInAs, status } from '../story-fixtures/story-fixtures.ts';
import type { StoryAnswer } from '../story-fixtures/story-fixtures.ts';
import de from '../texts/languages/de.ts';
import ar from '../texts/languages/ar.ts';

const acme = { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE' };
const acmeResearch = { clientId: '7', companyName: 'Acme Health Research', status: 'ACTIVE' };
const acmeLegacy = { clientId: '9', companyName: 'Acme Legacy Imaging', status: 'INACTIVE' };

// One definition of each of the eight input types (spec 2 §3).
const userFields: CustomFieldDefinition[] = [
  { name: 'Cost centre', type: 'INPUT_TEXT', required: true, validationRegex: '^CC-\\d{3}$', validationMessage: 'Use the form CC-123', category: 'USER', mapping: 'costCentre' },
  { name: 'Department', type: 'LISTONLY', required: true, options: ['Clinical', 'Legal', 'Marketing', 'Regulatory'], category: 'USER' },
  { name: 'Site', type: 'LIST', options: ['Boston', 'Chicago', 'Denver'], description: 'Pick a site or type another one', category: 'USER' },
  { name: 'Therapy areas', type: 'SELECT_MANY_LIST', options: ['Cardiology', 'Oncology', 'Neurology'], category: 'USER' },
  { name: 'Start date', type: 'DATE', category: 'USER' },
  { name: 'About your team', type: 'TEXT_AREA', category: 'USER' },
  { name: 'Orders on behalf of a manager', type: 'CHECKBOX', category: 'USER' },
  { name: 'Manager', type: 'PERSON_INFO', required: true, visible: false, visibleIf: [{ fieldName: 'Orders on behalf of a manager', value: 'true' }], category: 'USER' },
];

const reference: Record<string, StoryAnswer> = {
  'GET /countries': [
    { id: 38, name: 'Canada' },
    { id: 80, name: 'Germany' },
    { id: 226, name: 'United Kingdom' },
    { id: 227, name: 'United States' },
  ],
  'GET /provinces': [
    { id: 5, name: 'California', countryId: 227 },
    { id: 22, name: 'Massachusetts', countryId: 227 },
    { id: 60, name: 'Ontario', countryId: 38 },
  ],
};

const answer = (routes: Record<string, StoryAnswer>) => () => {
  signedInAs(null);
  return answerApi({ ...reference, ...routes });
};
const body = () => within(document.body);

async function fillUserInfo() {
  const b = body();
  await userEvent.type(await b.findByLabelText(/^First name/), 'Nora');
  await userEvent.type(b.getByLabelText(/^Last name/), 'New');
  await userEvent.type(b.getByLabelText(/^Work e-mail/), 'nora.new@acme-health.example');
  await userEvent.type(b.getByLabelText(/^Password/), 'Welcome123');
  await userEvent.type(b.getByLabelText(/^Repeat Password/), 'Welcome123');
  await userEvent.click(b.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(b.getByRole('button', { name: 'Next' }));
}
async function fillAddress() {
  const b = body();
  await userEvent.type(await b.findByLabelText(/^Address line 1/), '200 Harbor Way');
  await userEvent.type(b.getByLabelText(/^City/), 'Boston');
  await userEvent.type(b.getByLabelText(/^ZIP/), '02110');
  await userEvent.click(b.getByRole('combobox', { name: /^Country/ }));
  await userEvent.click(await b.findByRole('option', { name: 'United States' }));
  await userEvent.click(b.getByRole('button', { name: 'Next' }));
}

const meta = { title: 'Account/Sign-up', component: SignUp, args: { onSignIn: () => {} } } satisfies Meta<typeof SignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserInfo: Story = { beforeEach: answer({}) };
export const UserInfoErrors: Story = {
  beforeEach: answer({}),
  play: async () => {
    const b = body();
    await userEvent.type(await b.findByLabelText(/^Work e-mail/), 'nora@');
    await userEvent.type(b.getByLabelText(/^Password/), 'welcome');
    await userEvent.click(b.getByRole('button', { name: 'Next' }));
  },
};
export const Address: Story = { beforeEach: answer({}), play: fillUserInfo };
export const AddressErrors: Story = {
  beforeEach: answer({}),
  play: async () => {
    await fillUserInfo();
    await userEvent.click(await body().findByRole('button', { name: 'Next' }));
  },
};
export const LookingUpCompany: Story = {
  beforeEach: answer({ 'GET /clientConfigs': pending }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const CompanySelection: Story = {
  beforeEach: answer({ 'GET /clientConfigs': [acme, acmeResearch, acmeLegacy] }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const CustomFields: Story = {
  beforeEach: answer({ 'GET /clientConfigs': [acme], 'GET /clientConfigs/1/customFieldDefinitions': userFields, 'POST /userAccount': status(201, { username: 'nora.new@acme-health.example', email: 'nora.new@acme-health.example' }) }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const CustomFieldErrors: Story = {
  beforeEach: answer({ 'GET /clientConfigs': [acme], 'GET /clientConfigs/1/customFieldDefinitions': userFields }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
    const b = body();
    await userEvent.type(await b.findByLabelText(/^Cost centre/), '123');
    await userEvent.type(b.getByLabelText(/^Start date/), '13/45/2026');
    await userEvent.click(b.getByRole('checkbox', { name: 'Orders on behalf of a manager' }));
    await userEvent.click(b.getByRole('button', { name: 'Create account' }));
  },
};
export const AccountCreated: Story = {
  beforeEach: answer({ 'GET /clientConfigs': [acme], 'GET /clientConfigs/1/customFieldDefinitions': [], 'POST /userAccount': status(201, { username: 'nora.new@acme-health.example', email: 'nora.new@acme-health.example' }) }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const AccountRefused: Story = {
  beforeEach: answer({
    'GET /clientConfigs': [acme],
    'GET /clientConfigs/1/customFieldDefinitions': [],
    'POST /userAccount': status(409, { message: 'An account with this e-mail address already exists', errorCode: 'EMAIL_TAKEN' }),
  }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const CompanyNotFound: Story = {
  beforeEach: answer({ 'GET /clientConfigs': [] }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const InvalidClientId: Story = {
  args: { clientId: encodeURIComponent(btoa('99')), token: 'a1b2c3' },
  beforeEach: answer({ 'GET /clientConfigs': [acme] }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};
export const InvalidToken: Story = {
  args: { clientId: encodeURIComponent(btoa('1')), token: 'forged' },
  beforeEach: answer({
    'GET /clientConfigs': [acme],
    'GET /clientConfigs/1/customFieldDefinitions': [],
    'POST /userAccount': status(403, { message: 'The sign-up link is not valid', errorCode: 'INVALID_SIGN_UP_TOKEN' }),
  }),
  play: async () => {
    await fillUserInfo();
    await fillAddress();
  },
};

/** A field's label as a language says it, with or without the asterisk of a required field. */
const labelled = (label: string) => (text: string) => text.replace(/\s*\*$/, '').trim() === label;

/**
 * Decision 189: both steps filled in German and in Arabic, with that language's labels from its catalogue, up
 * to the company's further details; the first label waits for the catalogue, loaded after an English paint.
 */
const fillIn = (texts: typeof de | typeof ar) => async () => {
  const b = body();
  const { signUp, password } = texts.account;
  await userEvent.type(await b.findByLabelText(labelled(signUp.firstName), {}, { timeout: 5000 }), 'Nora');
  await userEvent.type(b.getByLabelText(labelled(signUp.lastName)), 'New');
  await userEvent.type(b.getByLabelText(labelled(signUp.email)), 'nora.new@acme-health.example');
  await userEvent.type(b.getByLabelText(labelled(password.password)), 'Welcome123');
  await userEvent.type(b.getByLabelText(labelled(password.repeat)), 'Welcome123');
  await userEvent.click(b.getByRole('checkbox', { name: (name) => name.startsWith(signUp.agreement) }));
  await userEvent.click(b.getByRole('button', { name: signUp.next }));
  await userEvent.type(await b.findByLabelText(labelled(signUp.address1)), '200 Harbor Way');
  await userEvent.type(b.getByLabelText(labelled(signUp.city)), 'Boston');
  await userEvent.type(b.getByLabelText(labelled(signUp.zipCode)), '02110');
  await userEvent.click(b.getByRole('combobox', { name: labelled(signUp.country) }));
  await userEvent.click(await b.findByRole('option', { name: 'United States' }));
  await userEvent.click(b.getByRole('button', { name: signUp.next }));
};
export const German: Story = {
  ...CustomFields,
  name: 'Custom fields, German',
  globals: { language: 'de' },
  play: fillIn(de),
};
export const Arabic: Story = {
  ...CustomFields,
  name: 'Custom fields, Arabic',
  globals: { language: 'ar' },
  play: fillIn(ar),
};
