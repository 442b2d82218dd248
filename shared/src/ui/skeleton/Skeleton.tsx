import type { CSSProperties } from 'react';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering block standing in for text or media while it loads. */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Text lines of natural length; the last one is shorter like the end of a paragraph. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span className={['skeleton-text', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} width={line === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** Same box as ListingCard (media ratio and body height come from its CSS variables). */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div className={['skeleton-card', className].filter(Boolean).join(' ')} aria-hidden="true">
      <span className="skeleton skeleton-card__media" />
      <span className="skeleton-card__body">
        <Skeleton width="45%" height={24} />
        <Skeleton width="90%" height={18} />
        <Skeleton width="65%" height={16} />
        <span className="skeleton-card__facts">
          <Skeleton width={56} height={16} />
          <Skeleton width={56} height={16} />
          <Skeleton width={72} height={16} />
        </span>
      </span>
    </div>
  );
}

export interface SkeletonGridProps {
  count?: number;
  /** Read out once instead of announcing every placeholder. */
  label?: string;
  className?: string;
}

export function SkeletonGrid({ count = 6, label, className }: SkeletonGridProps) {
  const t = useMessages(sharedMessages);
  return (
    <div
      className={['skeleton-grid', className].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">{label ?? t('skeleton.loading_listings')}</span>
      {Array.from({ length: count }, (_, card) => (
        <SkeletonCard key={card} />
      ))}
    </div>
  );
}
