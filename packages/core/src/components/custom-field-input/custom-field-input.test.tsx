import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomFieldDefinition, CustomFieldFormValue } from '@lingua/contract';
import { CustomFieldInput } from './custom-field-input.tsx';
import { renderWithLingua } from '../../../test/render.tsx';

const def = (d: Partial<CustomFieldDefinition> & Pick<CustomFieldDefinition, 'name' | 'type'>) => ({ category: 'PROJECT', visible: true, ...d }) as CustomFieldDefinition;

function Controlled({ definition, initial, onValue }: { definition: CustomFieldDefinition; initial?: CustomFieldFormValue; onValue: (v: CustomFieldFormValue) => void }) {
  const [value, setValue] = useState<CustomFieldFormValue | undefined>(initial);
  return (
    <CustomFieldInput
      definition={definition}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('CustomFieldInput', () => {
  it('reports a typed text', async () => {
    const onValue = vi.fn();
    renderWithLingua(<Controlled definition={def({ name: 'Cost center', type: 'INPUT_TEXT' })} onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost center' }), 'CC-7');
    expect(onValue).toHaveBeenLastCalledWith('CC-7');
  });

  it('reports a checkbox as a boolean', async () => {
    const onValue = vi.fn();
    renderWithLingua(<Controlled definition={def({ name: 'Patient data', type: 'CHECKBOX' })} initial={false} onValue={onValue} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Patient data' }));
    expect(onValue).toHaveBeenLastCalledWith(true);
  });

  it('reports a person as its three parts and shows each part’s error', async () => {
    const onValue = vi.fn();
    renderWithLingua(
      <CustomFieldInput
        definition={def({ name: 'Reviewer', type: 'PERSON_INFO', required: true })}
        value={{ firstName: '', lastName: '', email: '' }}
        onChange={onValue}
        errors={{ email: 'Invalid email format' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Reviewer *' })).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'V');
    expect(onValue).toHaveBeenLastCalledWith({ firstName: 'V', lastName: '', email: '' });
  });

  it('reads and writes a date as MM/DD/YYYY through the picker', async () => {
    const onValue = vi.fn();
    renderWithLingua(<Controlled definition={def({ name: 'Needed by', type: 'DATE' })} initial="12/31/2026" onValue={onValue} />);
    // The picker's chunk replaces the text input of the same name once it has loaded.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Needed by' })).toHaveValue('12/31/2026'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Needed by' })).toHaveAttribute('data-dates-input'), { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('keeps a date that is no day as typed and says "Invalid format" when the field is left; never rolls it over', async () => {
    const onValue = vi.fn();
    renderWithLingua(<Controlled definition={def({ name: 'Needed by', type: 'DATE' })} onValue={onValue} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Needed by' })).toHaveAttribute('data-dates-input'), { timeout: 4000 });
    const field = screen.getByRole('textbox', { name: 'Needed by' });
    for (const typed of ['13/45/2026', 'abc', '2026-13-45']) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.tab();
      expect(field).toHaveValue(typed);
      expect(onValue).toHaveBeenLastCalledWith(typed);
      expect(screen.getByText('Invalid format (MM/DD/YYYY)')).toBeVisible();
    }
  });

  it('takes a date typed in the field\'s format or as an ISO date', async () => {
    const onValue = vi.fn();
    renderWithLingua(<Controlled definition={def({ name: 'Needed by', type: 'DATE' })} onValue={onValue} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Needed by' })).toHaveAttribute('data-dates-input'), { timeout: 4000 });
    const field = screen.getByRole('textbox', { name: 'Needed by' });
    await userEvent.type(field, '2026-03-04');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('03/04/2026');
    expect(field).toHaveValue('03/04/2026');
    await userEvent.clear(field);
    await userEvent.type(field, '12/31/2026');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('12/31/2026');
    expect(screen.queryByText('Invalid format (MM/DD/YYYY)')).not.toBeInTheDocument();
  });

  it('says so in place of an input for an unknown type', () => {
    renderWithLingua(<CustomFieldInput definition={def({ name: 'Signature', type: 'SIGNATURE' as CustomFieldDefinition['type'] })} value="" onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Signature: Unknown custom field type');
  });
});
