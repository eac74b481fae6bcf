import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installApiDouble } from '@lingua/core/test/api-double';
import { acme, allTypesCustomFields, countries, globex, languages, provinces, referenceRoutes, umbrella, unknownTypeField } from '../fixtures/quote-request-fixtures.ts';
import { applySession } from '../fixtures/session.ts';
import { QuoteRequestForm } from './quote-request-form.tsx';

const sample = (name: string, size: number) => new File([new Uint8Array(size)], name);

const meta = {
  title: 'Quote request/Form',
  component: QuoteRequestForm,
  // The live estimate calls the API; the double keeps it pending so stories never reach a server.
  beforeEach: () => installApiDouble(referenceRoutes()).restore,
  args: {
    audience: 'signedIn',
    clientConfig: acme,
    customFieldDefinitions: [],
    languages,
    countries,
    provinces,
    onSubmit: async () => undefined,
  },
} satisfies Meta<typeof QuoteRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilesMethod: Story = {
  args: { initialValues: { files: [sample('discharge-summary.docx', 184_320), sample('consent-form.pdf', 2_621_440)] } },
};

export const TextMethod: Story = { args: { initialValues: { inputMethod: 'text', textInput: 'Take one tablet twice a day with food.' } } };

export const LinksMethod: Story = {
  args: { initialValues: { inputMethod: 'links', fileLinks: [{ url: 'https://files.acme-health.example/leaflet.docx', name: 'leaflet.docx' }, { url: '', name: '' }] } },
};

export const ReferenceFiles: Story = {
  args: { initialValues: { files: [sample('leaflet.docx', 90_000)], includeReferenceFiles: true, referenceFiles: [sample('glossary.xlsx', 40_000)] } },
};

export const CustomFieldsAllTypes: Story = {
  args: {
    customFieldDefinitions: [...allTypesCustomFields, unknownTypeField],
    initialValues: { customFields: ['CC-1234', 'Oncology', 'Consent form', ['Patients', 'Clinicians'], '12/24/2026', 'Plain language please.', 'true', { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme-health.example' }, 'N/A', ''] },
  },
};

export const ValidationErrors: Story = {
  args: { customFieldDefinitions: allTypesCustomFields, initialValues: { targetLanguageIds: ['enu'], customFields: ['bad', '', '', [], '', '', 'true', { firstName: '', lastName: '', email: 'x' }, 'N/A'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for translation' }));
    await expect(canvas.getByText('Please add at least one file.')).toBeVisible();
  },
};

export const VisitorContact: Story = {
  args: { audience: 'visitor', initialContact: { email: 'vera@acme-health.example', companyName: 'Acme Health' }, emailReadOnly: true },
};

export const EmailNotAllowed: Story = {
  args: { audience: 'externalLink', initialContact: { email: 'vera@gmail.example' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit for translation' }));
    await expect(within(canvasElement).getByText('This e-mail address is not allowed for your company.')).toBeVisible();
  },
};

export const SubmitEstimateOnly: Story = { args: { clientConfig: { ...acme, projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION' } } };

export const SubmitTranslationOnly: Story = { args: { clientConfig: umbrella } };

export const EstimationExceptConditionMet: Story = {
  args: { clientConfig: globex, customFieldDefinitions: [{ category: 'PROJECT', name: 'Department', type: 'LISTONLY', options: ['Claims', 'Legal'], defaultValue: 'Claims' }] },
};

export const Uploading: Story = {
  args: { initialValues: { files: [sample('leaflet.docx', 90_000)] }, progress: { uploadPercent: 60, phase: 'uploading' } },
};

export const Creating: Story = {
  args: { initialValues: { files: [sample('leaflet.docx', 90_000)] }, progress: { uploadPercent: 100, phase: 'creating' } },
};

export const SubmitFailed: Story = {
  args: { submitError: new Error('Invalid request') },
};
/** Spec 2 §2: a signed-in person's contact is their account, read-only, with a link to their profile. */
export const SignedInContact: Story = { beforeEach: () => applySession('signedIn') };

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = { ...FilesMethod, name: 'Files method, German', globals: { language: 'de' } };
export const Arabic: Story = { ...FilesMethod, name: 'Files method, Arabic', globals: { language: 'ar' } };
