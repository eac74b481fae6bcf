// The custom field input, one story per type of spec 2 §3, plus errors and an unknown type. Each story keeps
// its value in state so a designer can use the input as a form would.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomFieldDefinition, CustomFieldFormValue } from '@lingua/contract';
import { customFieldFormValue } from '@lingua/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomFieldInput } from './custom-field-input.tsx';
import type { CustomFieldErrors } from './custom-field-input-props.ts';

function Field({ definition, errors }: { definition: CustomFieldDefinition; errors?: CustomFieldErrors }) {
  const [value, setValue] = useState<CustomFieldFormValue>(customFieldFormValue(definition, definition.defaultValue));
  return <CustomFieldInput definition={definition} value={value} onChange={setValue} errors={errors} />;
}

const meta = {
  title: 'Core/Custom field input',
  component: Field,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = { category: 'PROJECT', visible: true } as const;

export const InputText: Story = { args: { definition: { ...base, name: 'Cost center', type: 'INPUT_TEXT', required: true, description: 'As on your purchase order' } as CustomFieldDefinition } };
export const TextArea: Story = { args: { definition: { ...base, name: 'Instructions for the translator', type: 'TEXT_AREA' } as CustomFieldDefinition } };
export const ListOnly: Story = { args: { definition: { ...base, name: 'Department', type: 'LISTONLY', required: true, options: ['Legal', 'Marketing', 'Clinical'] } as CustomFieldDefinition } };
export const ListWithFreeText: Story = { args: { definition: { ...base, name: 'Product line', type: 'LIST', options: ['Cardiology', 'Oncology'] } as CustomFieldDefinition } };
export const SelectMany: Story = { args: { definition: { ...base, name: 'Markets', type: 'SELECT_MANY_LIST', options: ['US', 'EU', 'APAC'], defaultValue: 'US|EU' } as CustomFieldDefinition } };
export const Date: Story = { args: { definition: { ...base, name: 'Needed by', type: 'DATE', defaultValue: '12/31/2026' } as CustomFieldDefinition } };
/** A date that is no day, left as typed with its message (never rolled over into another day). */
export const DateInvalid: Story = {
  args: { definition: { ...base, name: 'Needed by', type: 'DATE' } as CustomFieldDefinition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Needed by' })).toHaveAttribute('data-dates-input'), { timeout: 4000 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Needed by' }), '13/45/2026');
    await userEvent.tab();
    await expect(canvas.getByText('Invalid format (MM/DD/YYYY)')).toBeVisible();
  },
};
export const CheckboxField: Story = { args: { definition: { ...base, name: 'Contains patient data', type: 'CHECKBOX' } as CustomFieldDefinition } };
export const PersonInfo: Story = { args: { definition: { ...base, name: 'Reviewer', type: 'PERSON_INFO', required: true, description: 'Who signs off the translation' } as CustomFieldDefinition } };
export const Disabled: Story = { args: { definition: { ...base, name: 'Contract number', type: 'INPUT_TEXT', disabled: true, defaultValue: 'C-2041' } as CustomFieldDefinition } };
export const WithErrors: Story = {
  args: {
    definition: { ...base, name: 'Reviewer', type: 'PERSON_INFO', required: true } as CustomFieldDefinition,
    errors: { firstName: 'Required', lastName: 'Required', email: 'Invalid email format' },
  },
};
export const UnknownType: Story = { args: { definition: { ...base, name: 'Signature', type: 'SIGNATURE' } as unknown as CustomFieldDefinition } };
