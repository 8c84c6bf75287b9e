export { Card } from './Card';
export type { CardProps, CardTone, HeadingLevel } from './Card';
