// Mantine's FileInput alone is an empty box that does not read as a file picker: an icon and "Choose a file"
// say what it is until a file is chosen.
import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';

export function FilePicker<Multiple extends boolean = false>(props: FileInputProps<Multiple>) {
  const t = useT();
  return (
    <FileInput<Multiple>
      leftSection={<IconFileUpload size={16} aria-hidden />}
      placeholder={t(props.multiple ? 'common.chooseFiles' : 'common.chooseFile')}
      // Mantine's placeholder grey is below 4.5:1 on white; this one is read as the field's label of action.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      {...props}
    />
  );
}
