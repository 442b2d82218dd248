import type { AreaModule } from '@phuket/shared/federation';
import { pages } from './pages';

/** The one module this remote exposes to the shell (`mfe_account/area`). */
const area: AreaModule = { pages };
export default area;
