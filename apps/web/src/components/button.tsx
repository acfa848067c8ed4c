import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-accent-400 text-slate-900 shadow-sm hover:bg-accent-500',
  outline: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

/** Grey background and no pointer: the seed's disabled state, for buttons and links alike. */
const disabledClasses =
  'bg-gray-300 text-gray-500 shadow-none cursor-not-allowed border-transparent';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Internal route: renders a react-router Link. */
  to?: string;
  /** External address: renders an anchor. */
  href?: string;
  /** Opens the link in a new tab, with no opener and no referrer. */
  newTab?: boolean;
  fullWidth?: boolean;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  to,
  href,
  newTab = false,
  fullWidth = false,
  disabled = false,
  className = '',
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  // `aria-disabled` looks disabled but keeps the focus (a hint can then be read).
  const looksDisabled =
    disabled || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const classes = [
    base,
    sizes[size],
    looksDisabled ? disabledClasses : variants[variant],
    fullWidth ? 'w-full' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  if (to !== undefined || href !== undefined) {
    const linkProps = {
      className: classes,
      'aria-label': rest['aria-label'],
      title: rest.title,
      id: rest.id,
      ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    };
    if (disabled) {
      // A disabled link has no address and cannot be reached or followed.
      return (
        <a {...linkProps} aria-disabled="true" role="link" tabIndex={-1}>
          {children}
        </a>
      );
    }
    const handleClick = onClick as unknown as
      | ((e: MouseEvent<HTMLAnchorElement>) => void)
      | undefined;
    if (to !== undefined) {
      return (
        <Link to={to} onClick={handleClick} {...linkProps}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} onClick={handleClick} {...linkProps}>
        {children}
      </a>
    );
  }

  return (
    <button type={type} disabled={disabled} onClick={onClick} className={classes} {...rest}>
      {children}
    </button>
  );
}
