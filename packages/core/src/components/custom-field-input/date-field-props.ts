// The props of DateField, which the date picker it loads later takes too: apart from both, so the picker does
// not import the module that loads it. The label props of a Mantine input, and the value as MM/DD/YYYY text.
export interface DateFieldProps {
  label: string;
  description?: string;
  placeholder: string;
  withAsterisk: boolean;
  disabled: boolean;
  error?: string;
  /** MM/DD/YYYY, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}
