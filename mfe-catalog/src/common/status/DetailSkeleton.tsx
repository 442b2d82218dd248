import { Skeleton, SkeletonText } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';

/** Placeholder of a developer, project or agent page in the shape of the real one. */
export function DetailSkeleton({ hero = true }: { hero?: boolean }) {
  const t = useMessages(catalogMessages);
  return (
    <div className="container catalog-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('status.loading')}
      </span>
      {hero ? <Skeleton className="page-hero" height="auto" /> : null}
      <div className="detail-skeleton__title">
        <Skeleton width="50%" height={34} />
      </div>
      <SkeletonText lines={4} />
    </div>
  );
}
