import { Skeleton, SkeletonText } from '@phuket/shared/ui';

/** Placeholder of a developer, project or agent page in the shape of the real one. */
export function DetailSkeleton({ hero = true }: { hero?: boolean }) {
  return (
    <div className="container catalog-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading
      </span>
      {hero ? <Skeleton className="page-hero" height="auto" /> : null}
      <div className="detail-skeleton__title">
        <Skeleton width="50%" height={34} />
      </div>
      <SkeletonText lines={4} />
    </div>
  );
}
