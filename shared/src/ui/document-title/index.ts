export * from './use-document-title';
