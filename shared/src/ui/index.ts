export * from './dropdown';
// No range-slider: the filter dropdowns load it lazily, in a chunk of its own.
export * from './multi-select';
export * from './select';
export * from './modal';
export * from './form-focus';
export * from './document-title';
export * from './field';
export * from './pagination';
export * from './skeleton';
export * from './promo-banner';
export * from './listing-card';
export * from './filters-bar';
export * from './location-search';
export * from './project-card';
export * from './save-button';
export * from './content-languages';
export * from './verified-badge';
