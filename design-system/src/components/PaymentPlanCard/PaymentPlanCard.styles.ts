// The plan card shares the debt card's parts (title link, facts list, wheel row).
export {
  DebtCardHeader as PlanCardHeader,
  DebtCardTitle as PlanCardTitle,
  Facts,
  titleLink,
  WheelAmount,
  WheelLabel,
  WheelRow,
} from '../DebtCard/DebtCard.styles';
