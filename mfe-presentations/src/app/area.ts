import { areaModule } from '@phuket/shared/routes';
import { pages } from './pages';
import { routes } from './routes';

/**
 * The page code this remote exposes (`./area`): each declared route with its lazy page. The
 * shell asks for it only after the guard has let the visitor in (`./routes` comes first).
 */
export default areaModule(routes, pages);
