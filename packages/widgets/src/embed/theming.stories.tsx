// The theming surface (docs/embedding.md, "Theming"): the real custom elements, once in the product's own
// theme and once themed by their host with the --lingua-* custom properties and ::part().
import { createElement } from 'react';
import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { register as registerStatus } from '../elements/sign-in-status/sign-in-status.element.ts';
import { register as registerBadge } from '../elements/session-badge/session-badge.element.ts';
import { storySession } from '../fixtures/index.ts';

registerStatus();
registerBadge();

/** What a client's stylesheet sets: the properties inherit into each element's shadow root. */
export const HOST_THEME = {
  '--lingua-primary-color': '#2b8a3e',
  '--lingua-primary-color-hover': '#237032',
  '--lingua-radius': '0px',
  '--lingua-font-family': 'Georgia, serif',
} as CSSProperties;

function Elements({ style, dark }: { style?: CSSProperties; dark?: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16, background: dark ? '#1a1b1e' : undefined, ...style, ...(dark ? ({ '--lingua-color-scheme': 'dark' } as CSSProperties) : {}) }}>
      {createElement('lingua-session-badge', { 'show-email': '' })}
      {createElement('lingua-sign-in-status')}
    </div>
  );
}

const meta = { title: 'Widgets/Theming', parameters: { layout: 'centered' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's own theme: no custom property set. */
export const ProductTheme: Story = { beforeEach: storySession('signedOut'), render: () => <Elements /> };

/** A host's brand: green primary colour, square corners, a serif font. */
export const HostTheme: Story = { beforeEach: storySession('signedOut'), render: () => <Elements style={HOST_THEME} /> };

/** `--lingua-color-scheme: dark` on a dark host page. */
export const DarkScheme: Story = { beforeEach: storySession('signedIn'), render: () => <Elements style={HOST_THEME} dark /> };

/**
 * Each element's own CSS parts (listed per element in docs/embedding.md), styled by the host's stylesheet with
 * ::part(): the badge and the sign-in state here, as a host's brand would.
 */
export const Parts: Story = {
  beforeEach: storySession('signedIn'),
  render: () => (
    <>
      <style>{`
        lingua-session-badge::part(badge) { letter-spacing: 1px; outline: 2px dashed #2b8a3e; outline-offset: 2px; }
        lingua-sign-in-status::part(status) { border: 2px solid #2b8a3e; padding: 4px 8px; }
        lingua-session-badge::part(root), lingua-sign-in-status::part(root) { background: #f4f1ea; }
      `}</style>
      <Elements style={HOST_THEME} />
    </>
  ),
};
