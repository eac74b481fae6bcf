import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter, withSession } from '../../fixtures/story-decorators.tsx';
import { AccessRestrictedPage } from '../access-restricted/index.ts';
import { NotFoundPage } from '../not-found/index.ts';

// The status pages as the portal uses them (their texts come from the catalogue, not from args).
const meta = { title: 'Portal/Pages/Status pages', decorators: [withRouter()], beforeEach: withSession('signedOut') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { render: () => <NotFoundPage /> };
export const AccessRestricted: Story = { render: () => <AccessRestrictedPage /> };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...NotFound, name: 'Not found, German', globals: { language: 'de' } };
export const Arabic: Story = { ...NotFound, name: 'Not found, Arabic', globals: { language: 'ar' } };
