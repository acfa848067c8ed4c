import { Hash } from 'lucide-react';
import { cn } from '../../../../lib/cn';

/** A channel's picture, or a hash mark on the brand colour when it has none. */
export function ChannelImage({
  src,
  className = 'size-11',
}: {
  src: string | null;
  className?: string;
}) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn(className, 'shrink-0 rounded-xl bg-brand-50 object-cover')}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        className,
        'grid shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800',
      )}
    >
      <Hash className="size-1/2" />
    </span>
  );
}
