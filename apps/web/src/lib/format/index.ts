export { formatDate, formatShortDate, isFuture } from './date';
export { formatMoney, formatNumber } from './money';
export { formatRelativeTime } from './relative-time';
