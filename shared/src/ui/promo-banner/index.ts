export * from './PromoBanner';
