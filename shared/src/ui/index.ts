export * from './dropdown';
// No range-slider: the filter dropdowns load it lazily, in a chunk of its own.
export * from './multi-select';
export * from './select';
export * from './modal';
export { keepTabInside, useDialogFocus } from './modal/dialog-focus';
export * from './form-focus';
export * from './document-title';
export * from './field';
export * from './pagination';
export * from './skeleton';
export * from './promo-banner';
export * from './listing-card';
// The filters bar is its own subpath (@phuket/shared/filters-bar): only search pages load it.
export * from './filters-bar/FilterDropdowns';
export * from './location-search';
export * from './project-card';
export * from './save-button';
export * from './content-languages';
export * from './verified-badge';
export * from './skip-link';
