export { PaymentPlanCard } from './PaymentPlanCard';
export type { PaymentPlanCardLabels, PaymentPlanCardProps } from './PaymentPlanCard';
