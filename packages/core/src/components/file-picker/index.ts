export { FilePicker } from './file-picker.tsx';
