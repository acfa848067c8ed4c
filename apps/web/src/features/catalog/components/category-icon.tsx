import { type LucideIcon, Tag } from 'lucide-react';

/**
 * A category's lucide icon, looked up by name in `icons` (a small static map of the names the
 * catalogue uses); an unknown name gets a tag.
 */
export function CategoryIcon({
  name,
  icons,
  className = 'size-6',
}: {
  name: string | undefined;
  icons: Record<string, LucideIcon>;
  className?: string;
}) {
  const Icon = (name && icons[name]) || Tag;
  return <Icon className={className} aria-hidden="true" />;
}
