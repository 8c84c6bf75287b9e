export { Affix, AffixGroup, Input } from '../FormField/FormField.styles';
