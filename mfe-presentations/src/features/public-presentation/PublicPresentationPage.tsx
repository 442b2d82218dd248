import { useLocation, useParams } from '@phuket/shared/router';
import { PublicPresentationView } from './PublicPresentationView';

/** The route's page inside the shell (a visit from within the site): the view at this URL. */
export default function PublicPresentationPage() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  return (
    <PublicPresentationView slug={slug} print={new URLSearchParams(search).get('print') === '1'} />
  );
}
