import { Ban, Ellipsis, Flag, Link2, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useDismiss } from '../../../lib/use-dismiss';

export type PostMenuAction = 'edit' | 'delete' | 'report' | 'block' | 'copy-link';

/** The post's ⋯ menu: edit and delete for its author; report and block for others; copy link. */
export function PostMenu({
  isAuthor,
  authorName,
  onAction,
}: {
  isAuthor: boolean;
  authorName: string;
  onAction: (action: PostMenuAction) => void;
}) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const items: Array<{
    action: PostMenuAction;
    icon: LucideIcon;
    label: string;
    danger?: boolean;
  }> = [
    ...(isAuthor
      ? [
          { action: 'edit' as const, icon: Pencil, label: t('post.edit') },
          { action: 'delete' as const, icon: Trash2, label: t('post.delete'), danger: true },
        ]
      : [
          { action: 'report' as const, icon: Flag, label: t('post.report') },
          { action: 'block' as const, icon: Ban, label: t('post.block', { name: authorName }) },
        ]),
    { action: 'copy-link', icon: Link2, label: t('post.copy-link') },
  ];
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={t('post.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        className="grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Ellipsis className="size-5" aria-hidden="true" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute end-0 top-full z-20 mt-1 w-52 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map(({ action, icon: Icon, label, danger }) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onAction(action);
              }}
              className={cn(
                'flex w-full items-center gap-2.5 px-3 py-2 text-start text-sm',
                danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-800 hover:bg-slate-50',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{label}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
