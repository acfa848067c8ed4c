import sharp from 'sharp';

// Demo listing photos without any text: a product-shot composition (backdrop, floor, shadow) with
// a simple drawing of what the category sells, varied in colours, place, size and direction.

/** Drawings in a 400×300 box, `c` the object's colour. */
const objects: Record<string, (c: string) => string> = {
  vehicles: (c) => `
    <path d="M30 205 L62 140 Q84 108 140 104 L262 104 Q304 108 334 146 L372 160 Q392 168 392 192 L392 220 L30 220 Z" fill="${c}"/>
    <path d="M92 146 L120 116 L192 114 L192 148 Z M206 114 L266 117 L300 148 L206 148 Z" fill="#e2e8f0" opacity="0.85"/>
    <circle cx="110" cy="220" r="34" fill="#1f2937"/><circle cx="110" cy="220" r="13" fill="#cbd5e1"/>
    <circle cx="318" cy="220" r="34" fill="#1f2937"/><circle cx="318" cy="220" r="13" fill="#cbd5e1"/>`,
  'real-estate': (c) => `
    <path d="M70 140 L200 40 L330 140 Z" fill="#7f1d1d"/>
    <rect x="90" y="138" width="220" height="130" fill="${c}"/>
    <rect x="180" y="190" width="44" height="78" rx="4" fill="#78350f"/>
    <rect x="112" y="162" width="46" height="40" fill="#bae6fd"/><rect x="244" y="162" width="46" height="40" fill="#bae6fd"/>`,
  'mobiles-tablets': (c) => `
    <rect x="140" y="20" width="124" height="262" rx="22" fill="${c}"/>
    <rect x="150" y="40" width="104" height="222" rx="8" fill="#0f172a"/>
    <rect x="150" y="40" width="104" height="222" rx="8" fill="#38bdf8" opacity="0.55"/>
    <circle cx="202" cy="30" r="4" fill="#0f172a"/>`,
  electronics: (c) => `
    <rect x="80" y="40" width="240" height="160" rx="10" fill="#111827"/>
    <rect x="92" y="52" width="216" height="136" rx="4" fill="${c}" opacity="0.8"/>
    <path d="M50 206 L350 206 L372 232 L28 232 Z" fill="#9ca3af"/>`,
  'home-furniture': (c) => `
    <rect x="60" y="90" width="280" height="90" rx="26" fill="${c}"/>
    <rect x="70" y="160" width="260" height="56" rx="14" fill="${c}" opacity="0.9"/>
    <rect x="36" y="130" width="50" height="96" rx="20" fill="${c}"/><rect x="314" y="130" width="50" height="96" rx="20" fill="${c}"/>
    <rect x="60" y="224" width="14" height="30" fill="#451a03"/><rect x="326" y="224" width="14" height="30" fill="#451a03"/>`,
  'fashion-beauty': (c) => `
    <path d="M140 120 Q140 40 200 40 Q260 40 260 120" fill="none" stroke="#451a03" stroke-width="12"/>
    <path d="M100 120 L300 120 L330 260 L70 260 Z" fill="${c}"/>
    <rect x="186" y="140" width="28" height="20" rx="4" fill="#fbbf24"/>`,
  jobs: (c) => `
    <rect x="160" y="60" width="80" height="40" rx="12" fill="none" stroke="#1f2937" stroke-width="12"/>
    <rect x="70" y="96" width="260" height="160" rx="18" fill="${c}"/>
    <rect x="70" y="160" width="260" height="12" fill="#1f2937" opacity="0.35"/>`,
  services: (c) => `
    <rect x="80" y="110" width="240" height="140" rx="12" fill="${c}"/>
    <rect x="160" y="70" width="80" height="46" rx="10" fill="none" stroke="#374151" stroke-width="12"/>
    <rect x="80" y="150" width="240" height="14" fill="#374151" opacity="0.4"/>
    <rect x="186" y="144" width="28" height="26" rx="4" fill="#e5e7eb"/>`,
  'animals-pets': (c) => `
    <ellipse cx="220" cy="200" rx="100" ry="62" fill="${c}"/>
    <circle cx="130" cy="130" r="56" fill="${c}"/>
    <path d="M86 100 L92 44 L126 82 Z M140 78 L172 44 L180 104 Z" fill="${c}"/>
    <path d="M316 200 Q380 180 360 110" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/>
    <circle cx="112" cy="124" r="7" fill="#111827"/><circle cx="150" cy="124" r="7" fill="#111827"/>`,
  'kids-babies': (c) => `
    <circle cx="200" cy="190" r="72" fill="${c}"/>
    <circle cx="200" cy="96" r="54" fill="${c}"/>
    <circle cx="156" cy="52" r="22" fill="${c}"/><circle cx="244" cy="52" r="22" fill="${c}"/>
    <ellipse cx="200" cy="112" rx="22" ry="16" fill="#fde68a"/>
    <circle cx="182" cy="88" r="6" fill="#111827"/><circle cx="218" cy="88" r="6" fill="#111827"/>`,
  'sports-fitness': (c) => `
    <rect x="110" y="190" width="180" height="20" rx="6" fill="#9ca3af"/>
    <rect x="60" y="140" width="34" height="120" rx="8" fill="${c}"/><rect x="96" y="156" width="22" height="88" rx="6" fill="${c}"/>
    <rect x="306" y="140" width="34" height="120" rx="8" fill="${c}"/><rect x="282" y="156" width="22" height="88" rx="6" fill="${c}"/>`,
  'hobbies-leisure': (c) => `
    <rect x="190" y="10" width="22" height="150" rx="6" fill="#451a03"/>
    <circle cx="201" cy="170" r="58" fill="${c}"/><circle cx="201" cy="236" r="70" fill="${c}"/>
    <circle cx="201" cy="200" r="20" fill="#1f2937"/>`,
  'business-industry': (c) => `
    <g transform="translate(200 150)">
      ${[0, 45, 90, 135].map((a) => `<rect x="-18" y="-118" width="36" height="236" rx="6" fill="${c}" transform="rotate(${a})"/>`).join('')}
      <circle r="92" fill="${c}"/><circle r="36" fill="#e5e7eb"/>
    </g>`,
  'books-education': (c) => `
    <rect x="80" y="196" width="250" height="44" rx="6" fill="${c}"/>
    <rect x="100" y="150" width="220" height="46" rx="6" fill="#1e3a8a"/>
    <rect x="70" y="106" width="240" height="44" rx="6" fill="#b45309"/>
    <rect x="88" y="118" width="204" height="6" fill="#fef3c7" opacity="0.7"/>`,
  'food-groceries': (c) => `
    <circle cx="150" cy="130" r="46" fill="#dc2626"/><circle cx="232" cy="118" r="44" fill="#f59e0b"/>
    <circle cx="196" cy="96" r="40" fill="#16a34a"/>
    <path d="M70 140 L330 140 L300 260 L100 260 Z" fill="${c}"/>
    <path d="M90 180 L310 180 M98 220 L302 220" stroke="#451a03" stroke-width="6" opacity="0.4"/>`,
  miscellaneous: (c) => `
    <rect x="100" y="120" width="200" height="140" rx="8" fill="${c}"/>
    <rect x="86" y="90" width="228" height="40" rx="8" fill="${c}"/>
    <rect x="188" y="90" width="24" height="170" fill="#fef3c7"/>
    <path d="M200 90 Q150 30 140 80 Z M200 90 Q250 30 260 80 Z" fill="#fef3c7"/>`,
};

/** Backdrop colours (top, bottom) per category: warm for home, cool for tech, green for food… */
const backdrops: Record<string, [string, string][]> = {
  vehicles: [
    ['#e0f2fe', '#94a3b8'],
    ['#fde68a', '#d97706'],
    ['#1e293b', '#475569'],
  ],
  'real-estate': [
    ['#bae6fd', '#86efac'],
    ['#fed7aa', '#fb923c'],
    ['#e0e7ff', '#a5b4fc'],
  ],
  'mobiles-tablets': [
    ['#f1f5f9', '#cbd5e1'],
    ['#ede9fe', '#a78bfa'],
    ['#ccfbf1', '#5eead4'],
  ],
  electronics: [
    ['#e2e8f0', '#64748b'],
    ['#dbeafe', '#60a5fa'],
    ['#fae8ff', '#d946ef'],
  ],
  'home-furniture': [
    ['#fef3c7', '#d6b48c'],
    ['#f5f5f4', '#a8a29e'],
    ['#ffedd5', '#fdba74'],
  ],
  'fashion-beauty': [
    ['#fce7f3', '#f9a8d4'],
    ['#fef9c3', '#fcd34d'],
    ['#f5f5f4', '#d6d3d1'],
  ],
};
const defaultBackdrops: [string, string][] = [
  ['#f1f5f9', '#cbd5e1'],
  ['#ecfccb', '#a3e635'],
  ['#ffedd5', '#fdba74'],
  ['#e0f2fe', '#7dd3fc'],
];
const objectColours = ['#dc2626', '#2563eb', '#f8fafc', '#111827', '#16a34a', '#f59e0b', '#7c3aed'];

/** The drawing as SVG (exported for tests). */
export const demoAdSvg = (slug: string, variant: number): string => {
  const draw = objects[slug] ?? objects.miscellaneous!;
  const palette = backdrops[slug] ?? defaultBackdrops;
  const [top, bottom] = palette[variant % palette.length]!;
  const colour = objectColours[(variant * 3 + slug.length) % objectColours.length]!;
  const scale = 1.15 + (variant % 3) * 0.12;
  const x = 400 + ((variant % 4) - 1.5) * 40;
  const mirrored = variant % 2 === 1 ? -1 : 1;
  const blob = 120 + ((variant * 97) % 560);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="${variant % 2}" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <circle cx="${blob}" cy="${140 + (variant % 3) * 40}" r="${150 + (variant % 4) * 30}" fill="#fff" opacity="0.22"/>
  <rect y="430" width="800" height="170" fill="#000" opacity="0.08"/>
  <ellipse cx="${x}" cy="${300 + 150 * scale}" rx="${190 * scale}" ry="${22 * scale}" fill="#000" opacity="0.18"/>
  <g transform="translate(${x} ${300 + 150 * scale - 12}) scale(${mirrored * scale} ${scale}) translate(-200 -268)">${draw(colour)}</g>
</svg>`;
};

/** A text-free 800×600 PNG for a listing of category `slug` (its top-level one). */
export const demoAdPicture = (slug: string, variant: number): Promise<Buffer> =>
  sharp(Buffer.from(demoAdSvg(slug, variant)))
    .png()
    .toBuffer();
