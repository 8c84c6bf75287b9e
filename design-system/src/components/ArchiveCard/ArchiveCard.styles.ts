import { styled } from '../../theme';

export {
  DebtCardHeader as ArchiveCardHeader,
  DebtCardTitle as ArchiveCardTitle,
  Facts,
  titleLink,
} from '../DebtCard/DebtCard.styles';

export const Muted = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });
