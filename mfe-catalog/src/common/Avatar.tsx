import { useMediaUrl } from '@phuket/shared/config';

/**
 * The sizes the pages use, each a class in catalog.css: server-rendered HTML carries no style
 * attributes, which the Content-Security-Policy would block.
 */
export type AvatarSize = 56 | 96;

/** A person's photo, or the first letter of their name on a coloured disc. */
export function Avatar({
  name,
  path,
  size = 56,
}: {
  name: string;
  path: string | null | undefined;
  size?: AvatarSize;
}) {
  const src = useMediaUrl()(path);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return src ? (
    <img className={`avatar avatar--${size}`} src={src} alt="" width={size} height={size} />
  ) : (
    <span className={`avatar avatar--${size} avatar--initial`} aria-hidden="true">
      {initial}
    </span>
  );
}
