import { Prng } from './prng';

/*
 * The shared pool of generated pictures. Listings reference these few files instead of owning
 * copies, so seeding 100 000 listings writes no image at all and the demo seed stays fast.
 * Pictures are SVG scenes (sky, sea, hills, buildings, rooms) that sharp rasterises to WebP.
 */

export type PhotoCategory =
  | 'villa'
  | 'condo'
  | 'view'
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'land'
  | 'commercial';

export interface PoolPhoto {
  key: string;
  category: PhotoCategory;
  seed: number;
}

const CATEGORY_COUNTS: readonly (readonly [PhotoCategory, number])[] = [
  ['villa', 4],
  ['condo', 4],
  ['view', 3],
  ['living', 3],
  ['bedroom', 3],
  ['kitchen', 2],
  ['bathroom', 1],
  ['land', 2],
  ['commercial', 2],
];

export const PHOTO_POOL: readonly PoolPhoto[] = CATEGORY_COUNTS.flatMap(([category, count]) =>
  Array.from({ length: count }, (_, i) => ({
    key: `${category}-${i + 1}`,
    category,
    seed: 1000 + category.length * 97 + i * 31,
  })),
);

export const PLAN_KEYS = ['plan-1', 'plan-2', 'plan-3', 'plan-4'] as const;

export function photosOf(category: PhotoCategory): PoolPhoto[] {
  return PHOTO_POOL.filter((p) => p.category === category);
}

/** Gallery size and the card size the listing grid shows (card files stay under 60 KB). */
export const LARGE_SIZE = { width: 1280, height: 960, quality: 76 } as const;
export const CARD_SIZE = { width: 640, height: 480, quality: 68 } as const;

const W = 1280;
const H = 960;

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;
}

function skyAndSea(r: Prng, horizon: number, withSea: boolean): string {
  const dusk = r.chance(0.25);
  const skyTop = dusk
    ? hsl(r.float(250, 280), 45, 35)
    : hsl(r.float(200, 215), 75, r.float(45, 55));
  const skyBottom = dusk
    ? hsl(r.float(20, 35), 90, 70)
    : hsl(r.float(190, 200), 70, r.float(80, 88));
  const sunX = r.float(150, W - 150);
  const sunY = r.float(90, horizon - 120);
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(r.float(185, 195), 70, 45)}"/><stop offset="1" stop-color="${hsl(r.float(170, 180), 65, 62)}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fff8dc"/><stop offset="1" stop-color="#fff8dc" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${r.float(90, 140)}" fill="url(#sun)"/>`;
  for (let i = 0; i < r.int(2, 5); i++) {
    const cx = r.float(0, W);
    const cy = r.float(60, horizon - 160);
    svg += `<ellipse cx="${cx}" cy="${cy}" rx="${r.float(80, 180)}" ry="${r.float(18, 34)}" fill="#ffffff" opacity="${r.float(0.5, 0.85).toFixed(2)}"/>`;
  }
  // Distant islands make the horizon read as the Andaman Sea rather than a flat band.
  for (let i = 0; i < r.int(1, 3); i++) {
    const x = r.float(-100, W);
    const w = r.float(160, 420);
    svg += `<path d="M${x} ${horizon} Q${x + w / 2} ${horizon - r.float(40, 110)} ${x + w} ${horizon} Z" fill="${hsl(150, 20, r.float(35, 48))}" opacity="0.8"/>`;
  }
  if (withSea) {
    svg += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
    for (let i = 0; i < 14; i++) {
      const y = horizon + 10 + i * ((H - horizon) / 14);
      svg += `<rect x="${r.float(0, W - 200)}" y="${y}" width="${r.float(60, 260)}" height="3" fill="#ffffff" opacity="0.35"/>`;
    }
  }
  return svg;
}

function palm(x: number, base: number, height: number, r: Prng): string {
  const top = base - height;
  const lean = r.float(-40, 40);
  let svg = `<path d="M${x} ${base} Q${x + lean / 2} ${base - height / 2} ${x + lean} ${top}" stroke="#6b4f2a" stroke-width="${height / 22}" fill="none"/>`;
  for (let i = 0; i < 7; i++) {
    const angle = (i / 7) * Math.PI * 2;
    const ex = x + lean + Math.cos(angle) * height * 0.38;
    const ey = top + Math.sin(angle) * height * 0.18 + height * 0.08;
    svg += `<path d="M${x + lean} ${top} Q${(x + lean + ex) / 2} ${top - height * 0.12} ${ex} ${ey}" stroke="${hsl(r.float(95, 125), 55, 30)}" stroke-width="${height / 28}" fill="none" stroke-linecap="round"/>`;
  }
  return svg;
}

function building(x: number, base: number, w: number, h: number, r: Prng, floors: number): string {
  const wall = hsl(r.float(25, 45), r.float(10, 30), r.float(82, 94));
  let svg = `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/>`;
  const floorH = h / floors;
  const cols = Math.max(2, Math.round(w / 70));
  for (let f = 0; f < floors; f++) {
    const y = base - h + f * floorH;
    svg += `<rect x="${x}" y="${y + floorH - 6}" width="${w}" height="6" fill="#ffffff" opacity="0.9"/>`;
    for (let c = 0; c < cols; c++) {
      const wx = x + 12 + c * ((w - 24) / cols);
      svg += `<rect x="${wx}" y="${y + floorH * 0.22}" width="${(w - 24) / cols - 14}" height="${floorH * 0.55}" fill="${hsl(200, 35, r.float(35, 60))}" opacity="0.9"/>`;
    }
  }
  return svg;
}

function villa(r: Prng, horizon: number): string {
  const base = H * 0.72;
  const x = r.float(220, 420);
  const w = r.float(520, 700);
  const roof = hsl(r.float(15, 30), 45, r.float(25, 40));
  let svg = `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(100, 35, 40)}"/>`;
  svg += building(x, base, w, r.float(200, 260), r, 2);
  svg += `<path d="M${x - 40} ${base - 240} L${x + w / 2} ${base - 340} L${x + w + 40} ${base - 240} Z" fill="${roof}"/>`;
  // Pool in the foreground with a lighter rim.
  svg += `<rect x="${x - 60}" y="${base + 30}" width="${w + 120}" height="${H - base - 60}" rx="8" fill="#e8e2d4"/>`;
  svg += `<rect x="${x - 40}" y="${base + 50}" width="${w + 80}" height="${H - base - 100}" rx="6" fill="${hsl(188, 75, 55)}"/>`;
  svg += palm(r.float(60, 180), H * 0.8, r.float(380, 480), r);
  svg += palm(r.float(W - 200, W - 60), H * 0.82, r.float(340, 460), r);
  return svg;
}

function condo(r: Prng, horizon: number): string {
  let svg = `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(95, 30, 42)}"/>`;
  const towers = r.int(1, 3);
  for (let i = 0; i < towers; i++) {
    const w = r.float(220, 340);
    const x = 120 + (i * (W - 240)) / towers + r.float(0, 60);
    svg += building(x, H * 0.85, w, r.float(420, 700), r, r.int(6, 12));
  }
  svg += palm(r.float(40, 140), H * 0.95, r.float(300, 420), r);
  return svg;
}

function room(r: Prng, kind: PhotoCategory): string {
  const wall = hsl(r.float(25, 45), r.float(15, 35), r.float(84, 93));
  const floor = hsl(r.float(25, 35), r.float(30, 45), r.float(45, 65));
  let svg = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  svg += `<rect y="${H * 0.68}" width="${W}" height="${H * 0.32}" fill="${floor}"/>`;
  // A picture window to the sea: the detail buyers look for first in Phuket interiors.
  const wx = r.float(120, 520);
  svg += `<svg x="${wx}" y="${H * 0.14}" width="560" height="${H * 0.42}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${skyAndSea(r, H * 0.5, true)}</svg>`;
  svg += `<rect x="${wx}" y="${H * 0.14}" width="560" height="${H * 0.42}" fill="none" stroke="#f4f1ea" stroke-width="14"/>`;
  svg += `<rect x="${wx + 273}" y="${H * 0.14}" width="14" height="${H * 0.42}" fill="#f4f1ea"/>`;
  const accent = hsl(r.float(0, 360), 35, 45);
  if (kind === 'living') {
    svg += `<rect x="${r.float(160, 400)}" y="${H * 0.6}" width="520" height="150" rx="24" fill="${accent}"/>`;
    svg += `<rect x="${r.float(160, 400)}" y="${H * 0.55}" width="520" height="80" rx="20" fill="${accent}" opacity="0.85"/>`;
    svg += `<rect x="${W * 0.7}" y="${H * 0.78}" width="240" height="60" rx="6" fill="#5b4636"/>`;
  } else if (kind === 'bedroom') {
    svg += `<rect x="${r.float(200, 420)}" y="${H * 0.58}" width="600" height="220" rx="16" fill="#fbfaf7"/>`;
    svg += `<rect x="${r.float(200, 420)}" y="${H * 0.48}" width="600" height="90" rx="10" fill="#6e5643"/>`;
    svg += `<rect x="${r.float(220, 440)}" y="${H * 0.66}" width="560" height="110" rx="10" fill="${accent}" opacity="0.8"/>`;
  } else if (kind === 'kitchen') {
    svg += `<rect x="80" y="${H * 0.62}" width="${W - 160}" height="${H * 0.2}" fill="#f7f6f2"/>`;
    svg += `<rect x="80" y="${H * 0.6}" width="${W - 160}" height="24" fill="#3a3a3a"/>`;
    for (let i = 0; i < 6; i++) {
      svg += `<rect x="${100 + i * 185}" y="${H * 0.65}" width="160" height="${H * 0.15}" fill="${accent}" opacity="0.25"/>`;
    }
  } else {
    svg += `<ellipse cx="${W * 0.3}" cy="${H * 0.78}" rx="260" ry="90" fill="#fdfdfd" stroke="#d0ccc4" stroke-width="8"/>`;
    svg += `<rect x="${W * 0.6}" y="${H * 0.6}" width="340" height="140" fill="#ece7dd"/>`;
  }
  return svg;
}

function land(r: Prng, horizon: number): string {
  let svg = '';
  for (let i = 0; i < 3; i++) {
    const y = horizon + i * 60;
    svg += `<path d="M0 ${y + 40} Q${W * r.float(0.2, 0.5)} ${y - r.float(60, 140)} ${W * r.float(0.6, 0.8)} ${y + 10} T${W} ${y} V${H} H0 Z" fill="${hsl(r.float(90, 120), 40, 28 + i * 9)}"/>`;
  }
  for (let i = 0; i < 8; i++)
    svg += palm(r.float(0, W), H * r.float(0.75, 0.98), r.float(140, 300), r);
  // Survey pegs hint that this is a plot for sale.
  for (let i = 0; i < 4; i++) {
    svg += `<rect x="${200 + i * 260}" y="${H * 0.83}" width="10" height="60" fill="#e23b2e"/>`;
  }
  return svg;
}

function commercial(r: Prng, horizon: number): string {
  let svg = `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#8d8a84"/>`;
  const shops = r.int(3, 5);
  const w = (W - 80) / shops;
  for (let i = 0; i < shops; i++) {
    const x = 40 + i * w;
    svg += building(x + 4, H * 0.82, w - 8, r.float(380, 520), r, 3);
    svg += `<rect x="${x + 4}" y="${H * 0.66}" width="${w - 8}" height="${H * 0.16}" fill="${hsl(r.float(0, 360), 50, 45)}"/>`;
    svg += `<rect x="${x + 20}" y="${H * 0.6}" width="${w - 40}" height="40" fill="#ffffff"/>`;
  }
  return svg;
}

export function photoSvg(photo: PoolPhoto): string {
  const r = new Prng(photo.seed);
  const horizon = H * r.float(0.42, 0.55);
  let body: string;
  switch (photo.category) {
    case 'villa':
      body = skyAndSea(r, horizon, true) + villa(r, horizon);
      break;
    case 'condo':
      body = skyAndSea(r, horizon, r.chance(0.5)) + condo(r, horizon);
      break;
    case 'view':
      body =
        skyAndSea(r, horizon, true) +
        `<rect y="${H * 0.84}" width="${W}" height="${H * 0.16}" fill="#d9c9a8"/>` +
        palm(r.float(80, 300), H, r.float(500, 640), r);
      break;
    case 'land':
      body = skyAndSea(r, horizon, false) + land(r, horizon);
      break;
    case 'commercial':
      body = skyAndSea(r, horizon, false) + commercial(r, horizon);
      break;
    default:
      body = room(r, photo.category);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

export function planSvg(index: number): string {
  const r = new Prng(7000 + index * 13);
  let svg = `<rect width="${W}" height="${H}" fill="#fbfbf8"/>`;
  const x0 = 140;
  const y0 = 120;
  const w = W - 280;
  const h = H - 240;
  svg += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="none" stroke="#2d2d2d" stroke-width="12"/>`;
  const splitsX = [r.float(0.3, 0.45), r.float(0.6, 0.75)];
  const splitY = r.float(0.4, 0.6);
  for (const s of splitsX) {
    svg += `<line x1="${x0 + w * s}" y1="${y0}" x2="${x0 + w * s}" y2="${y0 + h}" stroke="#2d2d2d" stroke-width="8"/>`;
  }
  svg += `<line x1="${x0}" y1="${y0 + h * splitY}" x2="${x0 + w * (splitsX[0] ?? 0.4)}" y2="${y0 + h * splitY}" stroke="#2d2d2d" stroke-width="8"/>`;
  const labels = ['Living', 'Bedroom', 'Kitchen', 'Bath', 'Terrace'];
  labels.forEach((label, i) => {
    svg += `<text x="${x0 + 60 + (i % 3) * (w / 3)}" y="${y0 + 90 + Math.floor(i / 3) * (h / 2)}" font-family="sans-serif" font-size="40" fill="#555">${label}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${svg}</svg>`;
}

/** A square logo: initials in a coloured badge, one per developer title. */
export function logoSvg(title: string, index: number): string {
  const r = new Prng(9000 + index * 17);
  const initials = title
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !/^(Co\.|Ltd\.?|Group)/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const hue = r.float(0, 360);
  const shape = index % 3;
  const badge =
    shape === 0
      ? `<circle cx="200" cy="200" r="170" fill="${hsl(hue, 55, 38)}"/>`
      : shape === 1
        ? `<rect x="40" y="40" width="320" height="320" rx="60" fill="${hsl(hue, 55, 38)}"/>`
        : `<path d="M200 30 L370 200 L200 370 L30 200 Z" fill="${hsl(hue, 55, 38)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#ffffff"/>${badge}<path d="M90 250 Q200 170 310 250" stroke="${hsl(hue, 70, 75)}" stroke-width="10" fill="none"/><text x="200" y="225" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="130" fill="#ffffff">${initials}</text></svg>`;
}

/** A round avatar with initials for demo agents. */
export function avatarSvg(name: string, index: number): string {
  const hue = (index * 47) % 360;
  const initials = name
    .split(' ')
    .map((p) => p[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${hsl(hue, 45, 55)}"/><circle cx="128" cy="100" r="52" fill="${hsl(hue, 40, 80)}"/><path d="M40 256 Q128 130 216 256 Z" fill="${hsl(hue, 40, 80)}"/><text x="128" y="118" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="bold" fill="${hsl(hue, 50, 30)}">${initials}</text></svg>`;
}
