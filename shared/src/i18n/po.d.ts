// A PO catalog, compiled at build time (shared/build/po-loader.cjs) and in tests
// (shared/build/po-transform.cjs).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
