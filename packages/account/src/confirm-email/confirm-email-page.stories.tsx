import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { answerApi, pending, signedInAs, status } from '../story-fixtures/story-fixtures.ts';
import type { StoryAnswer } from '../story-fixtures/story-fixtures.ts';

const meta = {
  title: 'Account/Confirm e-mail page',
  component: ConfirmEmailPage,
  args: { search: '?email=nora.new%40acme-health.example&verificationCode=Zk3pQ8', onSignIn: () => {} },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (confirm: StoryAnswer) => () => {
  signedInAs(null);
  return answerApi({ 'POST /userAccount/actions/confirmEmail': confirm });
};

export const Confirming: Story = { beforeEach: answer(pending) };
export const Confirmed: Story = { beforeEach: answer(status(204)) };
export const ServerError: Story = { beforeEach: answer(status(400, { message: 'This confirmation link has expired. Please sign up again.', errorCode: 'CODE_EXPIRED' })) };
export const UnexpectedError: Story = { beforeEach: answer(status(500)) };
export const InvalidUrl: Story = { beforeEach: answer(status(204)), args: { search: '?email=nora.new%40acme-health.example' } };
