export * from './RangeSlider';
