import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { answerApi, clientAdminUser, signedInAs, status } from '../story-fixtures/story-fixtures.ts';
import type { StoryAnswer } from '../story-fixtures/story-fixtures.ts';

const meta = {
  title: 'Account/Change password dialog',
  component: ChangePasswordDialog,
  args: { opened: true, onClose: () => {} },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (change: StoryAnswer) => () => {
  signedInAs(clientAdminUser);
  return answerApi({ 'POST /identity/changePassword': change });
};
const submit = (oldPassword: string, newPassword: string, repeat: string) => async () => {
  const body = within(document.body);
  if (oldPassword) await userEvent.type(await body.findByLabelText(/^Old Password/), oldPassword);
  if (newPassword) await userEvent.type(body.getByLabelText(/^New Password/), newPassword);
  if (repeat) await userEvent.type(body.getByLabelText(/^Repeat New Password/), repeat);
  await userEvent.click(body.getByRole('button', { name: 'Change password' }));
};

export const Empty: Story = { beforeEach: answer(status(204)) };
export const Required: Story = { beforeEach: answer(status(204)), play: submit('', '', '') };
export const TooShort: Story = { beforeEach: answer(status(204)), play: submit('Old', 'aB1', 'aB1') };
export const MissingDigit: Story = { beforeEach: answer(status(204)), play: submit('Old', 'Password', 'Password') };
export const MissingUpperCase: Story = { beforeEach: answer(status(204)), play: submit('Old', 'password1', 'password1') };
export const MissingLowerCase: Story = { beforeEach: answer(status(204)), play: submit('Old', 'PASSWORD1', 'PASSWORD1') };
export const RepeatDiffers: Story = { beforeEach: answer(status(204)), play: submit('Old', 'Password1', 'Password2') };
export const WrongOldPassword: Story = {
  beforeEach: answer(status(400, { message: 'Invalid Old Password value' })),
  play: submit('NotMine1', 'Password1', 'Password1'),
};
export const OtherError: Story = {
  beforeEach: answer(status(429, { message: 'Too many attempts. Please wait 60 seconds and try again.' })),
  play: submit('OldPassword1', 'Password1', 'Password1'),
};
export const Changed: Story = { beforeEach: answer(status(204)), play: submit('OldPassword1', 'Password1', 'Password1') };
