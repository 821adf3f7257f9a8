export type AvatarProps = { name: string; url?: string | null; size?: 'small' | 'large'; alt?: string };

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The user's picture, or their initials; decorative unless `alt` says what it is (the name is always next to it). */
export const Avatar = ({ name, url, size = 'small', alt = '' }: AvatarProps) =>
  url ? (
    <img className={`avatar avatar-${size}`} src={url} alt={alt} />
  ) : (
    <span className={`avatar avatar-${size} avatar-initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
