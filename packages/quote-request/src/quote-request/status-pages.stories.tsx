import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvalidLinkPage } from '../external-link/invalid-link-page.tsx';
import { InactiveClientPage, SubmissionsDisabledPage, SubmittedPage } from './status-pages.tsx';

const meta = { title: 'Quote request/Pages', component: SubmittedPage } satisfies Meta<typeof SubmittedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

export const SubmittedProject: Story = { args: { requestType: 'TRANSLATION_REQUEST', onAnother: noop } };
export const SubmittedEstimateVisitor: Story = { args: { requestType: 'QUOTE_REQUEST', showSignUp: true, onSignUp: noop, onAnother: noop } };
export const SubmissionsDisabled: Story = { args: { requestType: 'QUOTE_REQUEST', onAnother: noop }, render: () => <SubmissionsDisabledPage onSignIn={noop} onHome={noop} /> };
export const InactiveClient: Story = { args: { requestType: 'QUOTE_REQUEST', onAnother: noop }, render: () => <InactiveClientPage onBack={noop} /> };
export const InvalidExternalLink: Story = { args: { requestType: 'QUOTE_REQUEST', onAnother: noop }, render: () => <InvalidLinkPage /> };
