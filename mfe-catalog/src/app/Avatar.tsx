import { mediaUrl } from '@phuket/shared/config';

/** A person's photo, or the first letter of their name on a coloured disc. */
export function Avatar({
  name,
  path,
  size = 56,
}: {
  name: string;
  path: string | null | undefined;
  size?: number;
}) {
  const src = mediaUrl(path);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
