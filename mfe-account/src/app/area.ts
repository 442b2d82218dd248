import { areaModule } from '@phuket/shared/routes';
import type { AreaModule } from '@phuket/shared/routes';
import { pages, preloadPage } from './pages';
import { routes } from './routes';
import { accountMessages } from '../common/messages';

/**
 * The page code this remote exposes (`./area`): each declared route with its lazy page. The
 * shell asks for it only after the guard has let the visitor in (`./routes` comes first).
 */
const area: AreaModule = {
  ...areaModule(routes, pages),
  preloadPage,
  loadMessages: (locale) => accountMessages.load(locale),
};
export default area;
