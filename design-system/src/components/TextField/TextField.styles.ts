// TextField is drawn with the shared field styles (label, hint, error, control).
export { FieldRoot, Input } from '../FormField/FormField.styles';
