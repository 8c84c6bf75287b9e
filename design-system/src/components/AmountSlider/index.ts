export { AmountSlider } from './AmountSlider';
export type { AmountSliderProps } from './AmountSlider';
