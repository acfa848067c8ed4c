import { useState } from 'react';
import { cn } from '../lib/cn';

export const DEFAULT_AVATAR = '/default-avatar.svg';

export interface AvatarProps {
  src?: string | null;
  /** The person's name, used as the image's text alternative. */
  alt: string;
  className?: string;
}

/** A round picture that falls back to the default image when missing or broken (seed §8). */
export function Avatar({ src, alt, className = 'size-9' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      src={usable}
      alt={alt}
      loading="lazy"
      onError={() => {
        if (src && usable === src) setFailedSrc(src);
      }}
      className={cn(className, 'shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-white')}
    />
  );
}
