import type { AreaModule } from '@phuket/shared/federation';
import { pages, preloadPage } from './pages';

/** The one module this remote exposes to the shell (`mfe_catalog/area`). */
const area: AreaModule = { pages, preloadPage };
export default area;
