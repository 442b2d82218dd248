import { keepFirstScreenStylesLast } from './app/first-screen-styles';

keepFirstScreenStylesLast();
// The async boundary lets federation negotiate shared modules before any of them runs. It
// starts in a task of its own: evaluating this bundle and negotiating the shared modules are
// each long enough to block input; one after the other in a single task they would be worse.
setTimeout(() => void import('./bootstrap'), 0);
