#!/usr/bin/env node
/**
 * Generates the sample pictures and PDFs that the content collections in data/*.json refer to:
 *
 *   data/images/{products,materials,partners,team,jobs,home-gallery,print-gallery}/…  (JPEG, PNG, SVG)
 *   static/files/datasheets/<material id>.pdf, static/files/jobs/<job id>.pdf         (PDF 1.4)
 *
 * Usage: node scripts/make-sample-assets.mjs
 *
 * Every picture is an SVG composed here and rasterised with sharp; every random choice comes from a
 * generator seeded with the entry's id, so repeated runs give the same files. The collections decide
 * what is made: a new entry gets a generic picture until it is given its own drawing below. All of it is
 * placeholder art for the sample content, to be replaced by real photographs and documents.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DATA = path.join(ROOT, "data");
const STATIC = path.join(ROOT, "static");

const readJson = (file) => JSON.parse(readFileSync(path.join(DATA, file), "utf8"));

const BRAND = {
  ink: "#16191c",
  slate: "#2f363b",
  teal: "#759697",
  green: "#11C96D",
  mint: "#20D28C",
  grey: "#ACACAC",
};
const FONT = "Liberation Sans, Arial, Helvetica, sans-serif";

// ------------------------------------------------------------------------------------------------ helpers

/** FNV-1a, to turn an id into a seed. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for placing shapes. */
function seeded(seed) {
  let a = hash(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

/** Rounds a coordinate to keep the SVG source short. */
const r1 = (value) => Math.round(value * 10) / 10;
const pts = (points) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");
const esc = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function hexToRgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function rgbToHex([r, g, b]) {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(ca.map((c, i) => c + (cb[i] - c) * t));
}
const lighten = (c, t) => mix(c, "#ffffff", t);
const darken = (c, t) => mix(c, "#000000", t);

function svgDoc(width, height, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

const linear = (id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1], extra = "") =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`)
    .join("")}</linearGradient>`;
const radial = (id, stops, extra = "") =>
  `<radialGradient id="${id}"${extra}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`)
    .join("")}</radialGradient>`;

/** Shared definitions: laser glow, warm glow, soft shadow. */
const COMMON_DEFS =
  radial("glow", [
    [0, "#ffffff"],
    [0.18, "#e8fff2"],
    [0.4, BRAND.mint, 0.6],
    [1, BRAND.green, 0],
  ]) +
  radial("warmGlow", [
    [0, "#fff4dc"],
    [0.25, "#ffb45c", 0.85],
    [0.6, "#ff7a2f", 0.3],
    [1, "#ff5a1f", 0],
  ]) +
  radial("shadow", [
    [0, "#000000", 0.55],
    [1, "#000000", 0],
  ]) +
  radial("spot", [
    [0, BRAND.teal, 0.45],
    [1, BRAND.teal, 0],
  ]);

/** A dark studio backdrop with a floor, a soft spotlight and a faint dot grid on the wall. */
function studio(width, height, floorY, { spotX = width / 2, light = false } = {}) {
  const defs =
    linear(
      "wall",
      light
        ? [
            [0, "#eef1f1"],
            [1, "#cdd5d5"],
          ]
        : [
            [0, BRAND.slate],
            [1, BRAND.ink],
          ],
    ) +
    linear(
      "floor",
      light
        ? [
            [0, "#c3cccc"],
            [1, "#e4e9e9"],
          ]
        : [
            [0, "#1b1f22"],
            [1, "#0f1113"],
          ],
    ) +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.4" fill="${
      light ? BRAND.slate : "#ffffff"
    }" fill-opacity="${light ? 0.07 : 0.05}"/></pattern>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<rect width="${width}" height="${floorY}" fill="url(#dots)"/>` +
    `<ellipse cx="${spotX}" cy="${floorY * 0.55}" rx="${width * 0.45}" ry="${floorY * 0.6}" fill="url(#spot)"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>` +
    `<rect y="${floorY}" width="${width}" height="2" fill="${light ? "#ffffff" : BRAND.teal}" fill-opacity="0.35"/>`;
  return { defs, body };
}

// Isometric projection: x to the lower right, y to the lower left, z up.
function isoProjector(cx, cy, s) {
  return (x, y, z = 0) => [cx + (x - y) * 0.866 * s, cy + (x + y) * 0.5 * s - z * s];
}
function isoBox(P, x, y, z, a, b, h, { top, left, right, stroke = "none", sw = 0 }) {
  const st = stroke === "none" ? "" : ` stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"`;
  return (
    `<polygon points="${pts([P(x, y + b, z), P(x + a, y + b, z), P(x + a, y + b, z + h), P(x, y + b, z + h)])}" fill="${left}"${st}/>` +
    `<polygon points="${pts([P(x + a, y, z), P(x + a, y + b, z), P(x + a, y + b, z + h), P(x + a, y, z + h)])}" fill="${right}"${st}/>` +
    `<polygon points="${pts([P(x, y, z + h), P(x + a, y, z + h), P(x + a, y + b, z + h), P(x, y + b, z + h)])}" fill="${top}"${st}/>`
  );
}

/** Sparks flying off a melt pool. */
function sparks(rand, x, y, count, length, colour = "#d9ffe9") {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const angle = rand.range(-Math.PI * 0.95, -Math.PI * 0.05);
    const d0 = rand.range(length * 0.15, length * 0.5);
    const d1 = d0 + rand.range(length * 0.2, length * 0.6);
    out += `<line x1="${r1(x + Math.cos(angle) * d0)}" y1="${r1(y + Math.sin(angle) * d0)}" x2="${r1(
      x + Math.cos(angle) * d1,
    )}" y2="${r1(y + Math.sin(angle) * d1)}" stroke="${colour}" stroke-width="${r1(rand.range(1, 2.4))}" stroke-linecap="round" stroke-opacity="${r1(
      rand.range(0.45, 0.95),
    )}"/>`;
  }
  return out;
}

function laserBeam(x1, y1, x2, y2, colour = BRAND.mint, width = 2.5) {
  return (
    `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${colour}" stroke-width="${width * 6}" stroke-opacity="0.12" stroke-linecap="round"/>` +
    `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${colour}" stroke-width="${width}" stroke-opacity="0.9" stroke-linecap="round"/>`
  );
}

/** The Aconity3D wordmark as two tspans; "model" is printed bold in the accent colour. */
const wordmark = (model, fill = "#ffffff", accent = BRAND.mint) =>
  `<tspan font-weight="400" fill="${fill}">Aconity</tspan><tspan font-weight="700" fill="${accent}">${esc(model)}</tspan>`;

// ------------------------------------------------------------------------------------------------ machines

const MACHINE_DEFS =
  linear(
    "cabFront",
    [
      [0, "#f4f6f7"],
      [0.55, "#e1e5e7"],
      [1, "#c9ced1"],
    ],
    [0, 0, 1, 0],
  ) +
  linear(
    "cabSide",
    [
      [0, "#a9b0b4"],
      [1, "#7c8489"],
    ],
    [0, 0, 1, 0],
  ) +
  linear("chamber", [
    [0, "#262c30"],
    [0.7, "#14181b"],
    [1, "#0d1012"],
  ]) +
  linear("bedMetal", [
    [0, "#b7bec2"],
    [1, "#6a7378"],
  ]) +
  linear("bedPolymer", [
    [0, "#fbf8f1"],
    [1, "#d8cfbd"],
  ]) +
  linear(
    "glass",
    [
      [0, "#ffffff", 0.14],
      [0.5, "#ffffff", 0.02],
      [1, "#ffffff", 0],
    ],
    [0, 0, 1, 1],
  ) +
  linear(
    "steel",
    [
      [0, "#6d757a"],
      [0.25, "#c9cfd2"],
      [0.45, "#f1f3f4"],
      [0.7, "#a7aeb2"],
      [1, "#5f676c"],
    ],
    [0, 0, 1, 0],
  ) +
  linear("steelV", [
    [0, "#f1f3f4"],
    [1, "#8f979c"],
  ]);

/**
 * A machine cabinet drawn with its bottom centre at (0, 0): light-grey body with a dark header that
 * carries the model name, a viewing window onto the build chamber with one or more laser spots, a
 * touchscreen, status light, door and plinth.
 */
function cabinet(rand, { w, h, model, lasers = 1, warm = false, showName = true }) {
  const x0 = -w / 2;
  const y0 = -h;
  const dx = Math.min(90, w * 0.14);
  const dy = -dx * 0.55;
  const hb = Math.max(38, h * 0.1);
  let s = "";
  // Soft floor shadow, top and side faces, front.
  s += `<ellipse cx="${r1(dx / 2)}" cy="2" rx="${r1(w * 0.7)}" ry="${r1(h * 0.06)}" fill="url(#shadow)"/>`;
  s += `<polygon points="${pts([
    [x0, y0],
    [x0 + w, y0],
    [x0 + w + dx, y0 + dy],
    [x0 + dx, y0 + dy],
  ])}" fill="#f7f9f9"/>`;
  s += `<polygon points="${pts([
    [x0 + w, y0],
    [x0 + w + dx, y0 + dy],
    [x0 + w + dx, dy],
    [x0 + w, 0],
  ])}" fill="url(#cabSide)"/>`;
  s += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#cabFront)"/>`;
  // Header band with name and accent line.
  s += `<rect x="${x0}" y="${y0}" width="${w}" height="${r1(hb)}" fill="${BRAND.slate}"/>`;
  s += `<polygon points="${pts([
    [x0 + w, y0],
    [x0 + w + dx, y0 + dy],
    [x0 + w + dx, y0 + dy + hb],
    [x0 + w, y0 + hb],
  ])}" fill="#242a2e"/>`;
  s += `<rect x="${x0}" y="${r1(y0 + hb)}" width="${w}" height="5" fill="${BRAND.green}"/>`;
  if (showName) {
    const size = Math.min(hb * 0.46, (w * 0.8) / ((model.length + 7) * 0.58));
    s += `<text x="${r1(x0 + w * 0.06)}" y="${r1(y0 + hb * 0.66)}" font-family="${FONT}" font-size="${r1(size)}" letter-spacing="0.5">${wordmark(model)}</text>`;
  }
  // Viewing window.
  const wx = x0 + w * 0.07;
  const wy = y0 + hb + h * 0.07;
  const ww = w * 0.6;
  const wh = h * 0.36;
  const inset = Math.max(7, w * 0.02);
  const ix = wx + inset;
  const iy = wy + inset;
  const iw = ww - inset * 2;
  const ih = wh - inset * 2;
  const clip = `win${hash(model + w)}`;
  s += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(ww)}" height="${r1(wh)}" rx="12" fill="#3a4248"/>`;
  s += `<clipPath id="${clip}"><rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" rx="8"/></clipPath>`;
  s += `<g clip-path="url(#${clip})">`;
  s += `<rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" fill="url(#chamber)"/>`;
  const bx = ix + iw / 2;
  const by = iy + ih * 0.78;
  const brx = iw * 0.4;
  const bry = ih * 0.13;
  s += `<rect x="${r1(ix)}" y="${r1(by)}" width="${r1(iw)}" height="${r1(ih)}" fill="#1e2427"/>`;
  if (warm)
    s += `<ellipse cx="${r1(bx)}" cy="${r1(by - ih * 0.2)}" rx="${r1(iw * 0.6)}" ry="${r1(ih * 0.6)}" fill="url(#warmGlow)" fill-opacity="0.55"/>`;
  s += `<ellipse cx="${r1(bx)}" cy="${r1(by)}" rx="${r1(brx)}" ry="${r1(bry)}" fill="url(#${warm ? "bedPolymer" : "bedMetal"})"/>`;
  // Scan tracks already exposed on the bed.
  for (let i = 0; i < 5; i += 1) {
    const t = -0.5 + i * 0.22;
    const yy = by + t * bry * 0.9;
    const half = brx * Math.sqrt(1 - t * t * 0.9) * 0.45;
    s += `<line x1="${r1(bx - half)}" y1="${r1(yy)}" x2="${r1(bx + half * 0.6)}" y2="${r1(yy)}" stroke="${warm ? "#e6d9c0" : "#dfe4e6"}" stroke-width="1.6" stroke-opacity="0.6"/>`;
  }
  // Recoater parked at the left.
  s += `<rect x="${r1(bx - brx - 6)}" y="${r1(by - bry - 10)}" width="${r1(iw * 0.05)}" height="${r1(bry * 2 + 8)}" rx="3" fill="#59636a"/>`;
  for (let i = 0; i < lasers; i += 1) {
    const spread = lasers === 1 ? 0 : (i / (lasers - 1) - 0.5) * 2;
    const px = bx + spread * brx * 0.55 + rand.range(-brx * 0.08, brx * 0.08);
    const py = by + rand.range(-bry * 0.35, bry * 0.35);
    const sx = bx + spread * iw * 0.12;
    if (warm) {
      s += laserBeam(sx, iy, px, py, "#ffb070", 1.6);
      s += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(iw * 0.06)}" fill="url(#warmGlow)"/>`;
    } else {
      s += laserBeam(sx, iy, px, py, BRAND.mint, Math.max(1.6, w * 0.005));
      s += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(iw * 0.075)}" fill="url(#glow)"/>`;
      s += sparks(rand, px, py, 7, iw * 0.09);
    }
  }
  s += `<polygon points="${pts([
    [ix, iy],
    [ix + iw * 0.45, iy],
    [ix + iw * 0.15, iy + ih],
    [ix, iy + ih],
  ])}" fill="url(#glass)"/>`;
  s += `</g>`;
  // Touchscreen with a little user interface.
  const sx = wx + ww + w * 0.06;
  const sw = x0 + w - w * 0.09 - sx;
  const sh = Math.min(wh * 0.6, sw * 0.85);
  s += `<rect x="${r1(sx)}" y="${r1(wy)}" width="${r1(sw)}" height="${r1(sh)}" rx="6" fill="#1b2024" stroke="#5b656b" stroke-width="2"/>`;
  const pad = sw * 0.1;
  s += `<rect x="${r1(sx + pad)}" y="${r1(wy + pad)}" width="${r1(sw - pad * 2)}" height="${r1(sh * 0.12)}" rx="2" fill="${BRAND.green}" fill-opacity="0.85"/>`;
  for (let i = 0; i < 3; i += 1) {
    s += `<rect x="${r1(sx + pad)}" y="${r1(wy + sh * (0.3 + i * 0.13))}" width="${r1((sw - pad * 2) * rand.range(0.4, 0.9))}" height="${r1(sh * 0.06)}" rx="2" fill="${BRAND.teal}" fill-opacity="0.8"/>`;
  }
  const chart = [];
  for (let i = 0; i <= 8; i += 1)
    chart.push([
      sx + pad + ((sw - pad * 2) * i) / 8,
      wy + sh * 0.85 - sh * 0.16 * (0.5 + 0.5 * Math.sin(i * 1.3 + rand() * 2)),
    ]);
  s += `<polyline points="${pts(chart)}" fill="none" stroke="${BRAND.mint}" stroke-width="2"/>`;
  // Emergency stop below the screen.
  const ex = sx + sw / 2;
  const ey = wy + sh + Math.min(40, h * 0.07);
  s += `<circle cx="${r1(ex)}" cy="${r1(ey)}" r="${r1(Math.max(9, w * 0.028))}" fill="#f2c230"/><circle cx="${r1(ex)}" cy="${r1(ey)}" r="${r1(Math.max(6, w * 0.018))}" fill="#c8322b"/>`;
  // Status light strip.
  s += `<rect x="${r1(x0 + w - w * 0.035)}" y="${r1(wy)}" width="${r1(Math.max(4, w * 0.012))}" height="${r1(wh)}" rx="2" fill="${BRAND.green}"/>`;
  s += `<rect x="${r1(x0 + w - w * 0.035 - 6)}" y="${r1(wy - 6)}" width="${r1(Math.max(4, w * 0.012) + 12)}" height="${r1(wh + 12)}" rx="6" fill="${BRAND.green}" fill-opacity="0.15"/>`;
  // Lower door with handle and ventilation slots.
  const dy0 = wy + wh + h * 0.07;
  const dh = -h * 0.06 - dy0;
  s += `<rect x="${r1(wx)}" y="${r1(dy0)}" width="${r1(w * 0.86)}" height="${r1(dh)}" rx="6" fill="none" stroke="#b9c0c4" stroke-width="2"/>`;
  s += `<rect x="${r1(wx + w * 0.04)}" y="${r1(dy0 + dh * 0.2)}" width="${r1(Math.max(6, w * 0.015))}" height="${r1(dh * 0.45)}" rx="3" fill="#7c8489"/>`;
  for (let i = 0; i < 6; i += 1) {
    const vy = dy0 + dh * (0.25 + i * 0.09);
    s += `<rect x="${r1(wx + w * 0.62)}" y="${r1(vy)}" width="${r1(w * 0.18)}" height="${r1(Math.max(3, h * 0.008))}" rx="2" fill="#aab1b5"/>`;
  }
  // Plinth and feet.
  s += `<rect x="${r1(x0)}" y="${r1(-h * 0.035)}" width="${w}" height="${r1(h * 0.035)}" fill="${BRAND.slate}"/>`;
  s += `<polygon points="${pts([
    [x0 + w, -h * 0.035],
    [x0 + w + dx, -h * 0.035 + dy],
    [x0 + w + dx, dy],
    [x0 + w, 0],
  ])}" fill="#22282c"/>`;
  return s;
}

const PRODUCT_ART = {
  "aconity-micro": { w: 330, h: 450, model: "MICRO", lasers: 1 },
  "aconity-mini": { w: 390, h: 510, model: "MINI", lasers: 1 },
  "aconity-midi": { w: 450, h: 550, model: "MIDI", lasers: 2 },
  "aconity-midi-plus": { w: 530, h: 570, model: "MIDI+", lasers: 4 },
  "aconity-one": { w: 640, h: 600, model: "ONE", lasers: 4 },
  "aconity-polymer": { w: 470, h: 540, model: "POLYMER", lasers: 1, warm: true },
};

function productImage(product) {
  const W = 1200;
  const H = 900;
  const floorY = 780;
  const rand = seeded(product.slug);
  const st = studio(W, H, floorY);
  const defs = COMMON_DEFS + MACHINE_DEFS + st.defs;
  let body = st.body;
  if (product.slug === "aconity-sieve") body += sieveArt(rand, floorY);
  else if (product.slug === "aconity-wire") body += wireArt(rand);
  else if (product.slug === "depowdering-station") body += depowderArt(rand, floorY);
  else {
    const art = PRODUCT_ART[product.slug] ?? {
      w: 440,
      h: 540,
      model: product.name.replace(/^Aconity/, ""),
      lasers: 1,
    };
    body += `<g transform="translate(${W / 2 - Math.min(90, art.w * 0.14) / 2} ${floorY})">${cabinet(rand, art)}</g>`;
  }
  return svgDoc(W, H, defs, body);
}

/** Small control box with a display and a name plate. */
function controlBox(x, y, w, h, model) {
  const size = Math.min(h * 0.09, (w * 0.84) / ((model.length + 7) * 0.58));
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#cabFront)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${r1(h * 0.16)}" rx="8" fill="${BRAND.slate}"/>` +
    `<rect x="${x}" y="${r1(y + h * 0.1)}" width="${w}" height="${r1(h * 0.06)}" fill="${BRAND.slate}"/>` +
    `<rect x="${x}" y="${r1(y + h * 0.16)}" width="${w}" height="4" fill="${BRAND.green}"/>` +
    `<text x="${r1(x + w * 0.08)}" y="${r1(y + h * 0.11)}" font-family="${FONT}" font-size="${r1(size)}">${wordmark(model)}</text>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.28)}" width="${r1(w * 0.76)}" height="${r1(h * 0.3)}" rx="4" fill="#1b2024"/>` +
    `<rect x="${r1(x + w * 0.18)}" y="${r1(y + h * 0.34)}" width="${r1(w * 0.5)}" height="${r1(h * 0.05)}" rx="2" fill="${BRAND.green}"/>` +
    `<rect x="${r1(x + w * 0.18)}" y="${r1(y + h * 0.43)}" width="${r1(w * 0.36)}" height="${r1(h * 0.04)}" rx="2" fill="${BRAND.teal}"/>` +
    `<rect x="${r1(x + w * 0.18)}" y="${r1(y + h * 0.5)}" width="${r1(w * 0.58)}" height="${r1(h * 0.04)}" rx="2" fill="${BRAND.teal}" fill-opacity="0.6"/>` +
    `<circle cx="${r1(x + w * 0.3)}" cy="${r1(y + h * 0.75)}" r="${r1(w * 0.07)}" fill="${BRAND.green}"/>` +
    `<circle cx="${r1(x + w * 0.55)}" cy="${r1(y + h * 0.75)}" r="${r1(w * 0.07)}" fill="#7c8489"/>` +
    `<circle cx="${r1(x + w * 0.78)}" cy="${r1(y + h * 0.75)}" r="${r1(w * 0.06)}" fill="#f2c230"/><circle cx="${r1(x + w * 0.78)}" cy="${r1(y + h * 0.75)}" r="${r1(w * 0.04)}" fill="#c8322b"/>`
  );
}

/** A vertical cylinder (powder container, sieve body) with elliptical ends. */
function cylinder(cx, top, bottom, rx, ry, fill = "url(#steel)", topFill = "#dfe3e5") {
  return (
    `<path d="M${r1(cx - rx)},${r1(top)} V${r1(bottom)} A${r1(rx)},${r1(ry)} 0 0 0 ${r1(cx + rx)},${r1(bottom)} V${r1(top)} Z" fill="${fill}"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(top)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${topFill}"/>`
  );
}
const band = (cx, y, rx, ry, colour = "#5f676c", width = 6) =>
  `<path d="M${r1(cx - rx)},${r1(y)} A${r1(rx)},${r1(ry)} 0 0 0 ${r1(cx + rx)},${r1(y)}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;

function sieveArt(rand, floorY) {
  const cx = 560;
  let s = `<ellipse cx="${cx + 40}" cy="${floorY + 4}" rx="430" ry="40" fill="url(#shadow)"/>`;
  // Frame legs.
  for (const x of [410, 690])
    s += `<rect x="${x}" y="520" width="18" height="${floorY - 520}" fill="${BRAND.slate}"/>`;
  for (const x of [450, 650])
    s += `<rect x="${x}" y="540" width="14" height="${floorY - 540 - 16}" fill="#22282c"/>`;
  s += `<rect x="400" y="${floorY - 90}" width="308" height="12" fill="${BRAND.slate}"/>`;
  // Funnel on top.
  s += `<polygon points="${pts([
    [cx - 95, 250],
    [cx + 95, 250],
    [cx + 34, 352],
    [cx - 34, 352],
  ])}" fill="url(#steel)"/>`;
  s += `<ellipse cx="${cx}" cy="250" rx="95" ry="22" fill="#c9cfd2"/><ellipse cx="${cx}" cy="250" rx="80" ry="16" fill="#3a4248"/>`;
  s += `<ellipse cx="${cx}" cy="252" rx="70" ry="11" fill="#8a9296"/>`;
  // Sieve body.
  s += cylinder(cx, 360, 520, 165, 38);
  s += band(cx, 410, 165, 38);
  s += band(cx, 470, 165, 38);
  s += `<ellipse cx="${cx}" cy="360" rx="40" ry="10" fill="#9aa2a6"/>`;
  s += `<rect x="${cx - 34}" y="335" width="68" height="26" fill="url(#steel)"/>`;
  // Ultrasonic transducer and label.
  s += `<rect x="${cx + 95}" y="425" width="56" height="34" rx="4" fill="${BRAND.slate}"/><rect x="${cx + 103}" y="437" width="40" height="8" rx="2" fill="${BRAND.green}"/>`;
  // Outlet, hose and powder container.
  s += `<rect x="${cx - 22}" y="540" width="44" height="70" fill="url(#steel)"/>`;
  s += `<path d="M${cx},600 C${cx},720 820,720 850,600" fill="none" stroke="#2a3034" stroke-width="26" stroke-linecap="round"/>`;
  s += `<path d="M${cx},600 C${cx},720 820,720 850,600" fill="none" stroke="#59636a" stroke-width="8" stroke-linecap="round" stroke-opacity="0.7" transform="translate(-4 -5)"/>`;
  s += cylinder(870, 590, floorY - 8, 86, 22);
  s += `<ellipse cx="870" cy="590" rx="86" ry="22" fill="#c9cfd2"/><rect x="840" y="560" width="60" height="30" fill="url(#steel)"/><ellipse cx="870" cy="560" rx="30" ry="8" fill="#eef0f1"/>`;
  s += `<rect x="784" y="660" width="172" height="26" fill="${BRAND.green}" fill-opacity="0.9"/>`;
  s += band(870, 660, 86, 22, "#0e9e57", 3);
  // Gas line.
  s += `<path d="M725,440 C800,440 820,380 900,380 L1200,380" fill="none" stroke="${BRAND.teal}" stroke-width="7"/>`;
  // Control box on a pole.
  s += `<rect x="236" y="560" width="14" height="${floorY - 560}" fill="${BRAND.slate}"/><rect x="196" y="${floorY - 12}" width="94" height="12" rx="4" fill="${BRAND.slate}"/>`;
  s += controlBox(160, 380, 170, 200, "SIEVE");
  // Powder dust inside the funnel.
  for (let i = 0; i < 16; i += 1)
    s += `<circle cx="${r1(cx + rand.range(-60, 60))}" cy="${r1(rand.range(245, 258))}" r="${r1(rand.range(1.5, 3.5))}" fill="#c3c9cc"/>`;
  return s;
}

function wireArt(rand) {
  let s = `<rect width="1200" height="900" fill="${BRAND.ink}" fill-opacity="0.45"/>`;
  // Build plate in perspective.
  s += `<polygon points="${pts([
    [160, 690],
    [1040, 690],
    [1140, 800],
    [60, 800],
  ])}" fill="url(#steelV)"/>`;
  s += `<polygon points="${pts([
    [60, 800],
    [1140, 800],
    [1140, 840],
    [60, 840],
  ])}" fill="#4b5358"/>`;
  // Weld beads stacked as a wall.
  for (let row = 0; row < 7; row += 1) {
    const y = 672 - row * 26;
    const x1 = 300 + row * 6;
    const x2 = row === 6 ? 700 : 900 - row * 4;
    s += `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="#5c646a" stroke-width="30" stroke-linecap="round"/>`;
    s += `<line x1="${x1}" y1="${y - 6}" x2="${x2}" y2="${y - 6}" stroke="#aeb5b9" stroke-width="12" stroke-linecap="round"/>`;
    s += `<line x1="${x1 + 10}" y1="${y - 9}" x2="${x2 - 10}" y2="${y - 9}" stroke="#e6eaec" stroke-width="3" stroke-linecap="round" stroke-opacity="0.8"/>`;
  }
  // Cooling colours behind the melt pool.
  s += `<line x1="560" y1="510" x2="700" y2="510" stroke="#ffb45c" stroke-width="12" stroke-linecap="round" stroke-opacity="0.55"/>`;
  s += `<line x1="620" y1="510" x2="700" y2="510" stroke="#fff1d6" stroke-width="8" stroke-linecap="round" stroke-opacity="0.8"/>`;
  // Laser beam and melt pool.
  s += laserBeam(980, 0, 712, 512, BRAND.mint, 4);
  s += `<circle cx="712" cy="512" r="90" fill="url(#warmGlow)"/><circle cx="712" cy="512" r="46" fill="url(#glow)"/>`;
  s += sparks(rand, 712, 512, 18, 150, "#ffe2b0");
  // Spool.
  s += `<circle cx="240" cy="220" r="132" fill="#2a3034"/>`;
  for (let i = 0; i < 12; i += 1)
    s += `<circle cx="240" cy="220" r="${118 - i * 5}" fill="none" stroke="${mix("#e08a4c", "#8a4a22", (i % 3) / 3)}" stroke-width="5"/>`;
  s += `<circle cx="240" cy="220" r="58" fill="#59636a"/><circle cx="240" cy="220" r="20" fill="${BRAND.slate}"/>`;
  for (let i = 0; i < 3; i += 1) {
    const a = (i * 2 * Math.PI) / 3;
    s += `<circle cx="${r1(240 + Math.cos(a) * 38)}" cy="${r1(220 + Math.sin(a) * 38)}" r="9" fill="#3a4248"/>`;
  }
  // Wire path: spool → rollers → nozzle → melt pool.
  s += `<path d="M356,170 C420,160 440,210 470,250 L560,390 L690,500" fill="none" stroke="#c8733a" stroke-width="6"/>`;
  // Feeder with rollers.
  s += `<rect x="380" y="150" width="200" height="150" rx="12" fill="url(#cabFront)"/><rect x="380" y="150" width="200" height="34" rx="12" fill="${BRAND.slate}"/><rect x="380" y="170" width="200" height="14" fill="${BRAND.slate}"/><rect x="380" y="184" width="200" height="4" fill="${BRAND.green}"/>`;
  s += `<text x="396" y="174" font-family="${FONT}" font-size="18">${wordmark("WIRE")}</text>`;
  for (const [x, y] of [
    [450, 225],
    [500, 265],
  ])
    s += `<circle cx="${x}" cy="${y}" r="30" fill="#59636a"/><circle cx="${x}" cy="${y}" r="22" fill="#8a9296"/><circle cx="${x}" cy="${y}" r="7" fill="${BRAND.slate}"/>`;
  s += `<path d="M440,190 L520,300" stroke="#c8733a" stroke-width="6"/>`;
  // Nozzle pointing at the melt pool.
  s += `<g transform="rotate(40 600 420)"><polygon points="${pts([
    [570, 330],
    [630, 330],
    [614, 470],
    [586, 470],
  ])}" fill="url(#steel)"/><rect x="560" y="300" width="80" height="34" rx="4" fill="${BRAND.slate}"/></g>`;
  return s;
}

function depowderArt(rand, floorY) {
  const x0 = 250;
  const y0 = 230;
  const w = 640;
  const h = 400;
  const dx = 80;
  const dy = -44;
  let s = `<ellipse cx="${x0 + w / 2 + 40}" cy="${floorY + 4}" rx="440" ry="36" fill="url(#shadow)"/>`;
  // Stand and collection container.
  for (const x of [x0 + 20, x0 + w - 40])
    s += `<rect x="${x}" y="${y0 + h}" width="20" height="${floorY - y0 - h}" fill="${BRAND.slate}"/>`;
  s += `<rect x="${x0 + 20}" y="${floorY - 70}" width="${w - 40}" height="12" fill="${BRAND.slate}"/>`;
  s += `<polygon points="${pts([
    [x0 + w / 2 - 60, y0 + h],
    [x0 + w / 2 + 60, y0 + h],
    [x0 + w / 2 + 20, y0 + h + 50],
    [x0 + w / 2 - 20, y0 + h + 50],
  ])}" fill="url(#steel)"/>`;
  s += cylinder(x0 + w / 2, y0 + h + 62, floorY - 76, 60, 15);
  s += `<rect x="${x0 + w / 2 - 18}" y="${y0 + h + 46}" width="36" height="18" fill="url(#steel)"/>`;
  // Box.
  s += `<polygon points="${pts([
    [x0, y0],
    [x0 + w, y0],
    [x0 + w + dx, y0 + dy],
    [x0 + dx, y0 + dy],
  ])}" fill="#f7f9f9"/>`;
  s += `<polygon points="${pts([
    [x0 + w, y0],
    [x0 + w + dx, y0 + dy],
    [x0 + w + dx, y0 + h + dy],
    [x0 + w, y0 + h],
  ])}" fill="url(#cabSide)"/>`;
  s += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#cabFront)"/>`;
  s += `<rect x="${x0}" y="${y0}" width="${w}" height="46" fill="${BRAND.slate}"/><rect x="${x0}" y="${y0 + 46}" width="${w}" height="5" fill="${BRAND.green}"/>`;
  s += `<polygon points="${pts([
    [x0 + w, y0],
    [x0 + w + dx, y0 + dy],
    [x0 + w + dx, y0 + dy + 46],
    [x0 + w, y0 + 46],
  ])}" fill="#242a2e"/>`;
  s += `<text x="${x0 + 24}" y="${y0 + 31}" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="2" fill="#ffffff">DEPOWDERING <tspan fill="${BRAND.mint}">STATION</tspan></text>`;
  // Slanted window.
  const win = [
    [x0 + 40, y0 + 80],
    [x0 + w - 150, y0 + 80],
    [x0 + w - 130, y0 + 290],
    [x0 + 20, y0 + 290],
  ];
  s += `<polygon points="${pts(win)}" fill="#3a4248" stroke="#3a4248" stroke-width="16" stroke-linejoin="round"/>`;
  s += `<clipPath id="dpw"><polygon points="${pts(win)}"/></clipPath><g clip-path="url(#dpw)">`;
  s += `<rect x="${x0}" y="${y0 + 70}" width="${w}" height="240" fill="url(#chamber)"/>`;
  // Rotating fixture with a part.
  const fx = x0 + 250;
  const fy = y0 + 200;
  s += `<rect x="${fx - 8}" y="${fy}" width="16" height="100" fill="#59636a"/>`;
  s += `<ellipse cx="${fx}" cy="${fy}" rx="70" ry="18" fill="#7c8489"/>`;
  s += `<rect x="${fx - 44}" y="${fy - 80}" width="88" height="78" rx="6" fill="url(#steel)"/>`;
  for (let i = 0; i < 3; i += 1)
    for (let j = 0; j < 3; j += 1)
      s += `<circle cx="${fx - 26 + i * 26}" cy="${fy - 62 + j * 24}" r="7" fill="#3a4248"/>`;
  s += `<path d="M${fx + 100},${fy - 40} a100,100 0 0 1 -30,110" fill="none" stroke="${BRAND.mint}" stroke-width="4" stroke-dasharray="10 8"/>`;
  for (let i = 0; i < 40; i += 1)
    s += `<circle cx="${r1(fx + rand.range(-70, 70))}" cy="${r1(fy + rand.range(-20, 90))}" r="${r1(rand.range(1, 2.6))}" fill="#c3c9cc" fill-opacity="${r1(rand.range(0.3, 0.9))}"/>`;
  s += `<polygon points="${pts([
    [x0 + 40, y0 + 80],
    [x0 + 300, y0 + 80],
    [x0 + 160, y0 + 290],
    [x0, y0 + 290],
  ])}" fill="url(#glass)"/>`;
  s += `</g>`;
  // Glove ports.
  for (const gx of [x0 + 150, x0 + 360]) {
    s += `<circle cx="${gx}" cy="${y0 + 320}" r="62" fill="${BRAND.slate}"/><circle cx="${gx}" cy="${y0 + 320}" r="50" fill="#1b1f22"/>`;
    s += `<path d="M${gx - 38},${y0 + 330} q38,-30 76,0" fill="none" stroke="#30373c" stroke-width="6"/><path d="M${gx - 30},${y0 + 350} q30,-22 60,0" fill="none" stroke="#30373c" stroke-width="5"/>`;
    s += `<circle cx="${gx}" cy="${y0 + 320}" r="56" fill="none" stroke="#8a9296" stroke-width="3"/>`;
  }
  // Side panel: gauge and buttons.
  const gx = x0 + w - 70;
  s += `<rect x="${gx - 50}" y="${y0 + 80}" width="100" height="290" rx="8" fill="#d3d8da"/>`;
  s += `<circle cx="${gx}" cy="${y0 + 140}" r="34" fill="#f7f9f9" stroke="${BRAND.slate}" stroke-width="5"/>`;
  for (let i = 0; i <= 8; i += 1) {
    const a = Math.PI * (0.75 + i * 0.1875);
    s += `<line x1="${r1(gx + Math.cos(a) * 24)}" y1="${r1(y0 + 140 + Math.sin(a) * 24)}" x2="${r1(gx + Math.cos(a) * 29)}" y2="${r1(y0 + 140 + Math.sin(a) * 29)}" stroke="${BRAND.slate}" stroke-width="2"/>`;
  }
  s += `<line x1="${gx}" y1="${y0 + 140}" x2="${gx + 18}" y2="${y0 + 124}" stroke="#c8322b" stroke-width="3" stroke-linecap="round"/>`;
  s += `<rect x="${gx - 30}" y="${y0 + 200}" width="60" height="40" rx="4" fill="#1b2024"/><rect x="${gx - 22}" y="${y0 + 212}" width="36" height="6" rx="2" fill="${BRAND.green}"/><rect x="${gx - 22}" y="${y0 + 224}" width="24" height="5" rx="2" fill="${BRAND.teal}"/>`;
  s += `<circle cx="${gx - 18}" cy="${y0 + 280}" r="12" fill="${BRAND.green}"/><circle cx="${gx + 18}" cy="${y0 + 280}" r="12" fill="#7c8489"/>`;
  s += `<circle cx="${gx}" cy="${y0 + 330}" r="16" fill="#f2c230"/><circle cx="${gx}" cy="${y0 + 330}" r="10" fill="#c8322b"/>`;
  return s;
}

// ------------------------------------------------------------------------------------------------ materials

const MATERIAL_ART = {
  alsi10mg: { symbol: "Al", z: 13, tint: ["#e4e8ea", "#a7b0b5", "#4c555b"] },
  alsi10mg_performance: { symbol: "Al", z: 13, tint: ["#f5f8f9", "#c1c9cd", "#66737a"] },
  sae316l: { symbol: "Fe", z: 26, tint: ["#d9dde0", "#8f989e", "#3c4449"] },
  ti6ai4v: { symbol: "Ti", z: 22, tint: ["#d8e0ea", "#8996a8", "#363f4e"] },
  cucr1zr: { symbol: "Cu", z: 29, tint: ["#eeb391", "#a9613d", "#4f2716"] },
  in718: { symbol: "Ni", z: 28, tint: ["#e4ded5", "#a29b90", "#4a4640"] },
  scalmalloy: { symbol: "Al", z: 13, tint: ["#eef4ee", "#abb9ad", "#505e54"] },
  pure_cu: { symbol: "Cu", z: 29, tint: ["#ffc9a0", "#d8743a", "#6a2c0f"] },
  titanium_grade_2: { symbol: "Ti", z: 22, tint: ["#e0e4e9", "#9aa2ad", "#434a54"] },
  mgaz91d: { symbol: "Mg", z: 12, tint: ["#eef0f0", "#b7bcbd", "#62686a"] },
  "12709m300": { symbol: "Fe", z: 26, tint: ["#bcc0c3", "#6b7177", "#212528"] },
  cocrmo: { symbol: "Co", z: 27, tint: ["#dfe6f0", "#97a6ba", "#3d485a"] },
};

function materialImage(material) {
  const W = 800;
  const H = 600;
  const rand = seeded(material.id);
  const art = MATERIAL_ART[material.id] ?? {
    symbol: material.title.en.slice(0, 2),
    z: 0,
    tint: ["#e4e8ea", "#a7b0b5", "#4c555b"],
  };
  const [light, mid, dark] = art.tint;
  let defs =
    linear(
      "bg",
      [
        [0, darken(dark, 0.35)],
        [0.55, dark],
        [1, mid],
      ],
      [0, 0, 1, 1],
    ) +
    radial(
      "sphA",
      [
        [0, "#ffffff"],
        [0.18, light],
        [0.6, mid],
        [1, dark],
      ],
      ` cx="0.5" cy="0.5" fx="0.36" fy="0.32" r="0.55"`,
    ) +
    radial(
      "sphB",
      [
        [0, lighten(light, 0.5)],
        [0.25, mix(light, mid, 0.4)],
        [0.7, mix(mid, dark, 0.3)],
        [1, darken(dark, 0.2)],
      ],
      ` cx="0.5" cy="0.5" fx="0.34" fy="0.3" r="0.55"`,
    ) +
    radial(
      "vignette",
      [
        [0.55, "#000000", 0],
        [1, "#000000", 0.55],
      ],
      ` cx="0.5" cy="0.5" r="0.75"`,
    ) +
    `<filter id="blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3.5"/></filter>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const layer = (count, rMin, rMax, opacity) => {
    let out = "";
    for (let i = 0; i < count; i += 1) {
      const r = rand.range(rMin, rMax);
      out += `<circle cx="${r1(rand.range(-10, W + 10))}" cy="${r1(rand.range(-10, H + 10))}" r="${r1(r)}" fill="url(#${rand() < 0.5 ? "sphA" : "sphB"})"${
        opacity < 1 ? ` fill-opacity="${opacity}"` : ""
      }/>`;
    }
    return out;
  };
  body += `<g filter="url(#blur)">${layer(260, 10, 26, 0.8)}</g>`;
  body += layer(420, 5, 12, 1);
  body += layer(60, 14, 22, 1);
  body += `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  // Periodic-table tile.
  const tw = 230;
  const th = 250;
  const tx = (W - tw) / 2;
  const ty = (H - th) / 2;
  const title = material.title.en;
  const titleSize = Math.min(24, (tw - 36) / (title.length * 0.56));
  body += `<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="18" fill="${BRAND.ink}" fill-opacity="0.78" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>`;
  body += `<rect x="${tx}" y="${ty + th - 6}" width="${tw}" height="6" fill="${BRAND.green}"/>`;
  body += `<text x="${tx + 20}" y="${ty + 40}" font-family="${FONT}" font-size="26" font-weight="700" fill="${BRAND.mint}">${art.z || ""}</text>`;
  body += `<text x="${W / 2}" y="${ty + 158}" font-family="${FONT}" font-size="120" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(art.symbol)}</text>`;
  body += `<text x="${W / 2}" y="${ty + 210}" font-family="${FONT}" font-size="${r1(titleSize)}" fill="#e6e8e9" text-anchor="middle">${esc(title)}</text>`;
  return svgDoc(W, H, defs, body);
}

// ------------------------------------------------------------------------------------------------ team

const TEAM_BACKGROUNDS = [
  ["#9bb8b9", "#5f7f80", "#2f363b"],
  ["#4a545b", "#2f363b", "#c9d3d3"],
  ["#a8e8cb", "#4cc48e", "#1d4a36"],
  ["#d3d4d5", "#9fa1a3", "#2f363b"],
  ["#b3c3cf", "#71889a", "#1f2a33"],
  ["#ddd0bd", "#b09a80", "#3b3127"],
  ["#7fa3a4", "#3f5d5e", "#e3ecec"],
  ["#c7e9dc", "#87c9ae", "#244236"],
];

function teamImage(member) {
  const W = 400;
  const rand = seeded(member.id);
  const [top, bottom, figure] = rand.pick(TEAM_BACKGROUNDS);
  const defs =
    linear(
      "bg",
      [
        [0, top],
        [1, bottom],
      ],
      [0, 0, 0.4, 1],
    ) +
    linear("fig", [
      [0, figure],
      [1, mix(figure, bottom, 0.25)],
    ]) +
    radial("halo", [
      [0, "#ffffff", 0.25],
      [1, "#ffffff", 0],
    ]);
  const cx = 200 + rand.range(-8, 8);
  const headRx = rand.range(56, 64);
  const headRy = headRx * rand.range(1.16, 1.3);
  const headCy = 170 + rand.range(-6, 8);
  const sw = rand.range(118, 150);
  const shoulderY = headCy + headRy + rand.range(34, 48);
  const hairColour = mix(figure, "#000000", figure === "#e3ecec" || figure === "#c9d3d3" ? 0.18 : 0.25);
  let s = `<rect width="${W}" height="${W}" fill="url(#bg)"/><circle cx="${r1(cx)}" cy="${r1(headCy)}" r="170" fill="url(#halo)"/>`;
  const style = rand.int(0, 4);
  if (style === 1) {
    // Long hair behind the head.
    s += `<rect x="${r1(cx - headRx - 14)}" y="${r1(headCy - headRy - 10)}" width="${r1(headRx * 2 + 28)}" height="${r1(headRy * 2 + 60)}" rx="${r1(headRx + 10)}" fill="${hairColour}"/>`;
  }
  if (style === 2)
    s += `<circle cx="${r1(cx)}" cy="${r1(headCy - headRy - 8)}" r="${r1(headRx * 0.45)}" fill="${hairColour}"/>`;
  // Shoulders and neck.
  s += `<path d="M${r1(cx - sw)},${W} V${r1(shoulderY + 50)} C${r1(cx - sw)},${r1(shoulderY + 10)} ${r1(cx - sw * 0.6)},${r1(shoulderY - 6)} ${r1(cx - 44)},${r1(shoulderY - 10)} L${r1(cx + 44)},${r1(shoulderY - 10)} C${r1(cx + sw * 0.6)},${r1(shoulderY - 6)} ${r1(cx + sw)},${r1(shoulderY + 10)} ${r1(cx + sw)},${r1(shoulderY + 50)} V${W} Z" fill="url(#fig)"/>`;
  s += `<rect x="${r1(cx - 26)}" y="${r1(headCy + headRy * 0.6)}" width="52" height="${r1(shoulderY - headCy - headRy * 0.6 + 4)}" rx="14" fill="${mix(figure, bottom, 0.12)}"/>`;
  // Collar: open shirt or crew neck.
  if (rand() < 0.5) {
    s += `<polygon points="${pts([
      [cx - 40, shoulderY - 10],
      [cx, shoulderY + 44],
      [cx + 40, shoulderY - 10],
    ])}" fill="${mix(figure, top, 0.55)}"/>`;
    s += `<polygon points="${pts([
      [cx - 40, shoulderY - 10],
      [cx - 10, shoulderY + 36],
      [cx - 30, shoulderY + 8],
    ])}" fill="${mix(figure, "#ffffff", 0.2)}"/><polygon points="${pts([
      [cx + 40, shoulderY - 10],
      [cx + 10, shoulderY + 36],
      [cx + 30, shoulderY + 8],
    ])}" fill="${mix(figure, "#ffffff", 0.2)}"/>`;
  } else {
    s += `<path d="M${r1(cx - 42)},${r1(shoulderY - 10)} Q${r1(cx)},${r1(shoulderY + 22)} ${r1(cx + 42)},${r1(shoulderY - 10)}" fill="none" stroke="${mix(figure, top, 0.4)}" stroke-width="7"/>`;
  }
  // Head.
  s += `<ellipse cx="${r1(cx)}" cy="${r1(headCy)}" rx="${r1(headRx)}" ry="${r1(headRy)}" fill="url(#fig)"/>`;
  if (style === 0 || style === 2 || style === 3) {
    // Hair cap over the top of the head.
    const capY = headCy - headRy * rand.range(0.15, 0.35);
    s += `<path d="M${r1(cx - headRx - 2)},${r1(capY)} C${r1(cx - headRx - 4)},${r1(headCy - headRy * 1.25)} ${r1(cx + headRx + 4)},${r1(headCy - headRy * 1.25)} ${r1(cx + headRx + 2)},${r1(capY)} C${r1(cx + headRx * 0.4)},${r1(capY - headRy * 0.25)} ${r1(cx - headRx * 0.4)},${r1(capY - headRy * 0.2)} ${r1(cx - headRx - 2)},${r1(capY)} Z" fill="${hairColour}"/>`;
  }
  if (style === 1) {
    s += `<path d="M${r1(cx - headRx - 4)},${r1(headCy)} C${r1(cx - headRx)},${r1(headCy - headRy * 1.3)} ${r1(cx + headRx)},${r1(headCy - headRy * 1.3)} ${r1(cx + headRx + 4)},${r1(headCy)} C${r1(cx + headRx * 0.5)},${r1(headCy - headRy * 0.75)} ${r1(cx - headRx * 0.2)},${r1(headCy - headRy * 0.7)} ${r1(cx - headRx - 4)},${r1(headCy)} Z" fill="${hairColour}"/>`;
  }
  return svgDoc(W, W, defs, s);
}

// ------------------------------------------------------------------------------------------------ partner logos

const PARTNER_ART = {
  "nordhafen-tech": {
    mark: "waves",
    colour: "#1f5f8b",
    primary: "NORDHAFEN",
    secondary: "University of Technology",
  },
  "elbwerder-ilm": {
    mark: "sun",
    colour: "#b5462e",
    primary: "ILM Elbwerder",
    secondary: "Institute for Laser Materials Processing",
  },
  "kestrel-aerospace": {
    mark: "chevron",
    colour: BRAND.slate,
    accent: BRAND.green,
    primary: "KESTREL",
    secondary: "Aerospace Components",
  },
  "aurelia-medical": { mark: "ring", colour: "#0f8a8a", primary: "Aurelia", secondary: "Medical Implants" },
  "rheinfeld-uas": {
    mark: "monogram",
    colour: "#6a2c70",
    letters: "HR",
    primary: "Rheinfeld",
    secondary: "University of Applied Sciences",
  },
  "halvorsen-turbo": { mark: "fan", colour: "#1d3557", primary: "HALVORSEN", secondary: "Turbomachinery" },
  "brightwater-tech": {
    mark: "drop",
    colour: "#0077b6",
    primary: "Brightwater",
    secondary: "Institute of Technology",
  },
  "valdora-motorsport": {
    mark: "bars",
    colour: "#c1121f",
    primary: "VALDORA",
    secondary: "Motorsport Engineering",
  },
  "lindenau-powder": {
    mark: "dots",
    colour: "#7a6a53",
    primary: "Lindenau",
    secondary: "Powder Metallurgy Institute",
  },
  "sundberg-metals": { mark: "hex", colour: "#3d5a80", primary: "SUNDBERG", secondary: "Metal Powders" },
  "calderon-tooling": {
    mark: "shield",
    colour: "#8d5524",
    letters: "C",
    primary: "CALDERON",
    secondary: "Tooling Systems",
  },
  "meridian-propulsion": {
    mark: "orbit",
    colour: "#14213d",
    accent: "#e8890c",
    primary: "MERIDIAN",
    secondary: "Space Propulsion Lab",
  },
  "vossberg-energy": {
    mark: "sunrise",
    colour: "#2a9d8f",
    accent: "#e9c46a",
    primary: "Vossberg",
    secondary: "Energy Systems",
  },
  "kirchfeld-materials": {
    mark: "lattice",
    colour: "#4a4e69",
    primary: "KIRCHFELD",
    secondary: "Research Centre for Materials",
  },
  "pacific-additive": {
    mark: "layers",
    colour: "#00838f",
    primary: "Pacific Coast",
    secondary: "Additive Consortium",
  },
  "lumetra-photonics": {
    mark: "prism",
    colour: "#5e3c99",
    accent: "#e0457b",
    primary: "LUMETRA",
    secondary: "Photonics",
  },
};

/** Logo marks, drawn in a 100 × 100 box at the origin. */
function logoMark(kind, colour, accent, letters) {
  const a = accent ?? lighten(colour, 0.45);
  switch (kind) {
    case "waves":
      return [30, 52, 74]
        .map(
          (y, i) =>
            `<path d="M8,${y} q14,-14 28,0 t28,0 t28,0" fill="none" stroke="${i === 1 ? a : colour}" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join("");
    case "sun": {
      let s = `<circle cx="50" cy="50" r="18" fill="${colour}"/>`;
      for (let i = 0; i < 12; i += 1) {
        const t = (i * Math.PI) / 6;
        s += `<line x1="${r1(50 + Math.cos(t) * 28)}" y1="${r1(50 + Math.sin(t) * 28)}" x2="${r1(50 + Math.cos(t) * (i % 2 ? 40 : 46))}" y2="${r1(50 + Math.sin(t) * (i % 2 ? 40 : 46))}" stroke="${i % 2 ? a : colour}" stroke-width="6" stroke-linecap="round"/>`;
      }
      return s;
    }
    case "chevron":
      return `<polygon points="6,30 50,58 94,30 94,48 50,76 6,48" fill="${colour}"/><polygon points="22,14 50,32 78,14 78,26 50,44 22,26" fill="${a}"/>`;
    case "ring":
      return `<circle cx="50" cy="50" r="38" fill="none" stroke="${colour}" stroke-width="10"/><path d="M50,12 A38,38 0 0 1 88,50" fill="none" stroke="${a}" stroke-width="10"/><circle cx="50" cy="50" r="12" fill="${colour}"/>`;
    case "monogram":
    case "shield": {
      const shape =
        kind === "shield"
          ? `<path d="M50,4 L90,18 V50 C90,74 72,90 50,97 C28,90 10,74 10,50 V18 Z" fill="${colour}"/>`
          : `<rect x="6" y="6" width="88" height="88" rx="18" fill="${colour}"/>`;
      return `${shape}<text x="50" y="${kind === "shield" ? 66 : 64}" font-family="${FONT}" font-size="${letters.length > 1 ? 40 : 50}" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(letters)}</text>`;
    }
    case "fan": {
      let s = "";
      for (let i = 0; i < 6; i += 1)
        s += `<path d="M50,50 C52,30 66,14 86,16 C76,30 66,44 50,50 Z" fill="${i % 2 ? a : colour}" transform="rotate(${i * 60} 50 50)"/>`;
      return `${s}<circle cx="50" cy="50" r="10" fill="${colour}"/><circle cx="50" cy="50" r="4" fill="#ffffff"/>`;
    }
    case "drop":
      return `<path d="M50,6 C50,6 16,46 16,64 A34,34 0 0 0 84,64 C84,46 50,6 50,6 Z" fill="${colour}"/><path d="M32,66 A18,18 0 0 0 50,84" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`;
    case "bars":
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<polygon points="${12 + i * 20},86 ${28 + i * 20},${66 - i * 16} ${42 + i * 20},${66 - i * 16} ${26 + i * 20},86" fill="${i === 3 ? a : colour}"/>`,
        )
        .join("");
    case "dots": {
      let s = "";
      const rand = seeded("lindenau");
      for (let i = 0; i < 22; i += 1) {
        const t = rand() * Math.PI * 2;
        const d = Math.sqrt(rand()) * 40;
        s += `<circle cx="${r1(50 + Math.cos(t) * d)}" cy="${r1(50 + Math.sin(t) * d)}" r="${r1(rand.range(3, 8))}" fill="${i % 4 ? colour : a}"/>`;
      }
      return s;
    }
    case "hex": {
      const hex = (r) =>
        pts(
          [0, 1, 2, 3, 4, 5].map((i) => [
            50 + r * Math.cos((i * Math.PI) / 3 + Math.PI / 6),
            50 + r * Math.sin((i * Math.PI) / 3 + Math.PI / 6),
          ]),
        );
      return `<polygon points="${hex(46)}" fill="none" stroke="${colour}" stroke-width="8" stroke-linejoin="round"/><polygon points="${hex(24)}" fill="${a}"/>`;
    }
    case "orbit":
      return `<ellipse cx="50" cy="50" rx="46" ry="18" fill="none" stroke="${colour}" stroke-width="6" transform="rotate(-28 50 50)"/><circle cx="50" cy="50" r="20" fill="${colour}"/><circle cx="88" cy="30" r="8" fill="${a}"/>`;
    case "sunrise": {
      let s = `<path d="M14,70 A36,36 0 0 1 86,70 Z" fill="${a}"/>`;
      for (let i = 0; i < 3; i += 1)
        s += `<rect x="6" y="${76 + i * 8}" width="88" height="4" rx="2" fill="${colour}"/>`;
      return `${s}<path d="M14,70 A36,36 0 0 1 86,70" fill="none" stroke="${colour}" stroke-width="6"/>`;
    }
    case "lattice": {
      const nodes = [
        [50, 8],
        [88, 30],
        [88, 72],
        [50, 94],
        [12, 72],
        [12, 30],
        [50, 51],
      ];
      let s = "";
      for (const [i, j] of [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 0],
        [6, 0],
        [6, 2],
        [6, 4],
      ])
        s += `<line x1="${nodes[i][0]}" y1="${nodes[i][1]}" x2="${nodes[j][0]}" y2="${nodes[j][1]}" stroke="${colour}" stroke-width="5"/>`;
      for (const [x, y] of nodes)
        s += `<circle cx="${x}" cy="${y}" r="8" fill="${x === 50 && y === 51 ? a : colour}"/>`;
      return s;
    }
    case "layers":
      return [0, 1, 2]
        .map(
          (i) =>
            `<polygon points="50,${14 + i * 22} 92,${34 + i * 22} 50,${54 + i * 22} 8,${34 + i * 22}" fill="${i === 0 ? a : colour}" fill-opacity="${1 - i * 0.2}" stroke="#ffffff" stroke-width="3"/>`,
        )
        .join("");
    case "prism":
    default:
      return `<line x1="0" y1="58" x2="36" y2="50" stroke="${colour}" stroke-width="5"/><polygon points="50,10 86,84 14,84" fill="${colour}"/><line x1="64" y1="50" x2="100" y2="38" stroke="${a}" stroke-width="5"/><line x1="64" y1="54" x2="100" y2="56" stroke="${lighten(colour, 0.4)}" stroke-width="5"/><line x1="62" y1="58" x2="100" y2="74" stroke="${BRAND.mint}" stroke-width="5"/>`;
  }
}

/** Helvetica advance widths (1/1000 em) for the printable ASCII range, from the standard AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/**
 * Approximate width of a text in Helvetica (or the metric-compatible Arial and Liberation Sans), for
 * fitting and wrapping text without a font library; bold is estimated as 6 % wider.
 */
function textWidth(text, size, bold = false) {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0);
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32] : 556;
  }
  return (units / 1000) * size * (bold ? 1.06 : 1);
}

function partnerLogo(partner) {
  const W = 400;
  const H = 160;
  const art = PARTNER_ART[partner.id] ?? {
    mark: "ring",
    colour: BRAND.slate,
    primary: partner.name,
    secondary: "",
  };
  const textX = 142;
  const room = W - textX - 20;
  const primarySize = Math.min(34, room / (textWidth(art.primary, 1, true) || 1));
  const secondary = art.secondary.toUpperCase();
  let secondarySize = Math.min(14, room / (textWidth(secondary, 1) + secondary.length * 0.08 || 1));
  let secondaryLines = [secondary];
  if (secondarySize < 10.5 && secondary.includes(" ")) {
    // Break into two balanced lines.
    const words = secondary.split(" ");
    let best = null;
    for (let i = 1; i < words.length; i += 1) {
      const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
      const width = Math.max(...lines.map((l) => textWidth(l, 1) + l.length * 0.08));
      if (!best || width < best.width) best = { lines, width };
    }
    secondaryLines = best.lines;
    secondarySize = Math.min(13, room / best.width);
  }
  const blockHeight = primarySize * 0.75 + 12 + secondaryLines.length * secondarySize * 1.25;
  const top = (H - blockHeight) / 2;
  const baseline = top + primarySize * 0.75;
  let s = `<title>${esc(partner.name)}</title>`;
  s += `<g transform="translate(22 ${(H - 104) / 2}) scale(1.04)">${logoMark(art.mark, art.colour, art.accent, art.letters)}</g>`;
  s += `<text x="${textX}" y="${r1(baseline)}" font-family="${FONT}" font-size="${r1(primarySize)}" font-weight="700" fill="${art.colour}">${esc(art.primary)}</text>`;
  secondaryLines.forEach((line, i) => {
    s += `<text x="${textX + 1}" y="${r1(baseline + 12 + (i + 1) * secondarySize * 1.2)}" font-family="${FONT}" font-size="${r1(secondarySize)}" letter-spacing="${r1(secondarySize * 0.08)}" fill="#4d565c">${esc(line)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(partner.name)}">${s}</svg>\n`;
}

// ------------------------------------------------------------------------------------------------ jobs

function jobImage(job) {
  const W = 1200;
  const H = 630;
  const rand = seeded(job.id);
  const kind = job.id.includes("software")
    ? "software"
    : job.id.includes("service")
      ? "service"
      : job.id.includes("student") || job.id.includes("intern")
        ? "student"
        : "process";
  let defs = COMMON_DEFS;
  let s = "";
  if (kind === "process") {
    defs += radial(
      "bed",
      [
        [0, "#5b6469"],
        [1, "#24292d"],
      ],
      ` cx="0.5" cy="0.45" r="0.75"`,
    );
    s += `<rect width="${W}" height="${H}" fill="url(#bed)"/>`;
    const shapes = [
      { kind: "rect", x: 90, y: 90, w: 260, h: 180, angle: 45, done: true },
      { kind: "circle", x: 540, y: 200, r: 120, angle: -45, done: true },
      { kind: "rect", x: 780, y: 80, w: 330, h: 210, angle: 0, done: true },
      { kind: "rect", x: 120, y: 360, w: 420, h: 190, angle: 90, done: true },
      { kind: "circle", x: 860, y: 460, r: 130, angle: 30, done: false },
      { kind: "rect", x: 600, y: 380, w: 90, h: 190, angle: 60, done: true },
    ];
    shapes.forEach((shape, index) => {
      const id = `part${index}`;
      const outline =
        shape.kind === "rect"
          ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="6"/>`
          : `<circle cx="${shape.x}" cy="${shape.y}" r="${shape.r}"/>`;
      defs += `<clipPath id="${id}">${outline}</clipPath>`;
      const [cx, cy] =
        shape.kind === "rect" ? [shape.x + shape.w / 2, shape.y + shape.h / 2] : [shape.x, shape.y];
      const reach = shape.kind === "rect" ? Math.hypot(shape.w, shape.h) / 2 + 4 : shape.r + 4;
      let hatch = "";
      const count = Math.floor((reach * 2) / 9);
      const limit = shape.done ? count : Math.floor(count * 0.62);
      for (let i = 0; i < limit; i += 1) {
        const o = -reach + i * 9;
        const colour = shape.done
          ? "#b4bcc0"
          : mix("#b4bcc0", BRAND.mint, Math.max(0, (i - limit + 14) / 14));
        hatch += `<line x1="${r1(cx - reach)}" y1="${r1(cy + o)}" x2="${r1(cx + reach)}" y2="${r1(cy + o)}" stroke="${colour}" stroke-width="3.2" stroke-opacity="0.9"/>`;
      }
      s += `<g clip-path="url(#${id})"><g transform="rotate(${shape.angle} ${cx} ${cy})">${hatch}</g></g>`;
      s += outline.replace(
        "/>",
        ` fill="none" stroke="${shape.done ? "#d6dcdf" : BRAND.mint}" stroke-width="4"/>`,
      );
      if (!shape.done) {
        const o = -reach + (limit - 1) * 9;
        const t = (shape.angle * Math.PI) / 180;
        const along = Math.sqrt(Math.max(0, shape.r * shape.r - o * o)) * 0.6;
        const px = cx + Math.cos(t) * along - Math.sin(t) * o;
        const py = cy + Math.sin(t) * along + Math.cos(t) * o;
        s +=
          `<circle cx="${r1(px)}" cy="${r1(py)}" r="70" fill="url(#glow)"/>` + sparks(rand, px, py, 14, 110);
      }
    });
  } else if (kind === "software") {
    defs += linear(
      "bg",
      [
        [0, BRAND.slate],
        [1, BRAND.ink],
      ],
      [0, 0, 1, 1],
    );
    s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
    s += `<rect x="70" y="70" width="600" height="490" rx="14" fill="#1d2226" stroke="#3a4248" stroke-width="2"/>`;
    s += `<rect x="70" y="70" width="600" height="44" rx="14" fill="#262c30"/><rect x="70" y="100" width="600" height="14" fill="#262c30"/>`;
    ["#5b656b", BRAND.teal, BRAND.green].forEach(
      (c, i) => (s += `<circle cx="${98 + i * 24}" cy="92" r="7" fill="${c}"/>`),
    );
    const colours = [BRAND.teal, BRAND.mint, "#e6e8e9", "#7c8489", "#f2c230", BRAND.teal];
    let indent = 0;
    for (let line = 0; line < 16; line += 1) {
      const y = 140 + line * 26;
      s += `<rect x="94" y="${y}" width="${line >= 9 ? 18 : 10}" height="9" rx="3" fill="#3f474d"/>`;
      if (rand() < 0.07) continue;
      indent = Math.max(0, Math.min(3, indent + rand.pick([-1, 0, 0, 1])));
      let x = 140 + indent * 30;
      const parts = rand.int(1, 4);
      for (let p = 0; p < parts && x < 620; p += 1) {
        const w = Math.min(rand.range(28, 130), 640 - x);
        s += `<rect x="${r1(x)}" y="${y}" width="${r1(w)}" height="10" rx="5" fill="${rand.pick(colours)}" fill-opacity="0.9"/>`;
        x += w + 10;
      }
    }
    s += `<rect x="140" y="${140 + 11 * 26 - 4}" width="3" height="18" fill="${BRAND.mint}"/>`;
    // Build plate with a zigzag laser path.
    const px = 920;
    const py = 315;
    s += `<circle cx="${px}" cy="${py}" r="215" fill="#3a4248"/><circle cx="${px}" cy="${py}" r="196" fill="#6a7378"/><circle cx="${px}" cy="${py}" r="196" fill="none" stroke="#8a9296" stroke-width="3"/>`;
    const path = [];
    for (let i = 0; i < 11; i += 1) {
      const y = py - 110 + i * 22;
      path.push(i % 2 ? [px + 110, y] : [px - 110, y]);
      path.push(i % 2 ? [px - 110, y] : [px + 110, y]);
    }
    const cut = path.slice(0, 15);
    s += `<polyline points="${pts(path)}" fill="none" stroke="#9aa2a6" stroke-width="3" stroke-dasharray="6 6"/>`;
    s += `<polyline points="${pts(cut)}" fill="none" stroke="${BRAND.mint}" stroke-width="4" stroke-linejoin="round"/>`;
    const [ex, ey] = cut[cut.length - 1];
    s += `<circle cx="${ex}" cy="${ey}" r="46" fill="url(#glow)"/>`;
    s += `<rect x="${px - 110}" y="${py - 110}" width="220" height="220" fill="none" stroke="#c9cfd2" stroke-width="2" stroke-opacity="0.6"/>`;
  } else if (kind === "service") {
    defs += linear(
      "bg",
      [
        [0, "#86a7a8"],
        [1, "#4d6c6d"],
      ],
      [0, 0, 1, 1],
    );
    s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
    for (let i = 1; i < 8; i += 1)
      s += `<path d="M0,${i * 80} Q600,${i * 80 - 40} 1200,${i * 80}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>`;
    for (let i = 1; i < 12; i += 1)
      s += `<path d="M${i * 100},0 Q${i * 100 + 30},315 ${i * 100},630" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>`;
    // Gear.
    const teeth = 12;
    const gear = [];
    for (let i = 0; i < teeth * 2; i += 1) {
      const a0 = (i * Math.PI) / teeth;
      const r = i % 2 ? 118 : 150;
      gear.push(
        [300 + r * Math.cos(a0 - 0.09), 330 + r * Math.sin(a0 - 0.09)],
        [300 + r * Math.cos(a0 + 0.09), 330 + r * Math.sin(a0 + 0.09)],
      );
    }
    s += `<polygon points="${pts(gear)}" fill="${BRAND.slate}"/><circle cx="300" cy="330" r="56" fill="#5f7f80"/><circle cx="300" cy="330" r="30" fill="${BRAND.slate}"/>`;
    // Wrench.
    const R = 70;
    const c35 = Math.cos((35 * Math.PI) / 180) * R;
    const s35 = Math.sin((35 * Math.PI) / 180) * R;
    s += `<g transform="translate(450 250) rotate(-40)"><rect x="-470" y="-24" width="420" height="48" rx="24" fill="#e6e8e9"/><path d="M${r1(c35)},${r1(s35)} A${R},${R} 0 1 1 ${r1(c35)},${r1(-s35)} L12,-22 L12,22 Z" fill="#e6e8e9"/><circle cx="-440" cy="0" r="40" fill="#e6e8e9"/><circle cx="-440" cy="0" r="16" fill="#5f7f80"/><rect x="-380" y="-6" width="260" height="12" rx="6" fill="#c3c9cc"/></g>`;
    // Route with pins.
    const stops = [
      [720, 470],
      [900, 250],
      [1100, 400],
    ];
    s += `<path d="M${stops[0][0]},${stops[0][1]} C780,330 840,260 ${stops[1][0]},${stops[1][1]} S1060,300 ${stops[2][0]},${stops[2][1]}" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>`;
    for (const [x, y] of stops) {
      s += `<ellipse cx="${x}" cy="${y + 4}" rx="20" ry="6" fill="#000000" fill-opacity="0.25"/>`;
      s += `<path d="M${x},${y} C${x - 6},${y - 14} ${x - 26},${y - 30} ${x - 26},${y - 50} A26,26 0 1 1 ${x + 26},${y - 50} C${x + 26},${y - 30} ${x + 6},${y - 14} ${x},${y} Z" fill="${BRAND.green}"/><circle cx="${x}" cy="${y - 50}" r="10" fill="#ffffff"/>`;
    }
  } else {
    defs += linear(
      "bg",
      [
        [0, "#eef1f1"],
        [1, "#cdd6d6"],
      ],
      [0, 0, 1, 1],
    );
    s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
    const P = isoProjector(440, 230, 34);
    s += isoBox(P, 0, 0, -0.6, 9, 9, 0.6, { top: "#b9c0c4", left: "#7c8489", right: "#9aa2a6" });
    const boxes = [];
    for (let i = 0; i < 5; i += 1)
      for (let j = 0; j < 5; j += 1) boxes.push([0.6 + i * 1.7, 0.6 + j * 1.7, rand.range(0.5, 1.4)]);
    boxes.sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
    const highlight = 12;
    boxes.forEach(([x, y, h], index) => {
      const base = mix("#8f979c", "#c9cfd2", rand());
      s += isoBox(P, x, y, 0, 1, 1, h, {
        top: index === highlight ? BRAND.mint : lighten(base, 0.35),
        left: darken(base, 0.25),
        right: base,
      });
    });
    const [mx, my] = P(boxes[highlight][0] + 0.5, boxes[highlight][1] + 0.5, boxes[highlight][2]);
    s += `<g transform="translate(${r1(mx)} ${r1(my - 10)})"><line x1="60" y1="60" x2="150" y2="150" stroke="${BRAND.slate}" stroke-width="22" stroke-linecap="round"/><circle r="84" fill="#ffffff" fill-opacity="0.25" stroke="${BRAND.slate}" stroke-width="14"/></g>`;
    // Bar chart.
    s += `<line x1="860" y1="520" x2="1130" y2="520" stroke="${BRAND.slate}" stroke-width="4"/><line x1="860" y1="520" x2="860" y2="200" stroke="${BRAND.slate}" stroke-width="4"/>`;
    [180, 250, 210, 300, 270].forEach((h, i) => {
      s += `<rect x="${882 + i * 48}" y="${520 - h}" width="32" height="${h}" rx="4" fill="${i === 3 ? BRAND.green : BRAND.teal}"/>`;
    });
  }
  return svgDoc(W, H, defs, s);
}

// ------------------------------------------------------------------------------------------------ 3D-ish parts

/** BCC lattice cube: cell edges plus body diagonals, drawn back to front as shaded tubes. */
function latticeCube(P, n, size, { dark = "#4d555a", mid = "#aab2b7", light = "#f1f4f5", width = 10 } = {}) {
  const step = size / n;
  const struts = [];
  const add = (a, b) => struts.push([a, b]);
  for (let i = 0; i <= n; i += 1)
    for (let j = 0; j <= n; j += 1)
      for (let k = 0; k <= n; k += 1) {
        if (i < n) add([i, j, k], [i + 1, j, k]);
        if (j < n) add([i, j, k], [i, j + 1, k]);
        if (k < n) add([i, j, k], [i, j, k + 1]);
      }
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1)
      for (let k = 0; k < n; k += 1) {
        const c = [i + 0.5, j + 0.5, k + 0.5];
        for (const dx of [0, 1])
          for (const dy of [0, 1]) for (const dz of [0, 1]) add(c, [i + dx, j + dy, k + dz]);
      }
  const depth = ([a, b]) => a[0] + a[1] + a[2] + b[0] + b[1] + b[2];
  struts.sort((s1, s2) => depth(s1) - depth(s2));
  const max = 6 * n;
  let s = "";
  for (const [a, b] of struts) {
    const t = depth([a, b]) / max;
    const [x1, y1] = P(a[0] * step, a[1] * step, a[2] * step);
    const [x2, y2] = P(b[0] * step, b[1] * step, b[2] * step);
    const line = (colour, w, oy = 0) =>
      `<line x1="${r1(x1)}" y1="${r1(y1 + oy)}" x2="${r1(x2)}" y2="${r1(y2 + oy)}" stroke="${colour}" stroke-width="${r1(w)}" stroke-linecap="round"/>`;
    s += line(mix(BRAND.ink, dark, 0.4 + t * 0.6), width + 3);
    s += line(mix(dark, mid, 0.35 + t * 0.65), width);
    s += line(mix(mid, light, t), width * 0.32, -width * 0.22);
  }
  return s;
}

function printImage(part) {
  const rand = seeded(part.id);
  const sizes = {
    "gyroid-heat-exchanger": [800, 1000],
    "turbine-blade": [800, 1000],
    "rocket-nozzle": [800, 1000],
    "lattice-cube": [800, 800],
    impeller: [800, 800],
    "polymer-honeycomb": [800, 800],
    "test-specimens": [1000, 700],
    "topology-bracket": [1000, 700],
    "copper-coil": [1000, 700],
  };
  const [W, H] =
    sizes[part.id] ??
    [
      [800, 1000],
      [1000, 700],
      [800, 800],
    ][hash(part.id) % 3];
  const light = part.id === "polymer-honeycomb" || part.id === "topology-bracket";
  const floorY = Math.round(H * 0.8);
  const st = studio(W, H, floorY, { light });
  let defs = COMMON_DEFS + MACHINE_DEFS + st.defs;
  let s = st.body;
  const shadow = (cx, cy, rx, ry) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;
  switch (part.id) {
    case "gyroid-heat-exchanger": {
      const P = isoProjector(W / 2, 560, 0.9);
      s += shadow(W / 2, 850, 300, 50);
      s += isoBox(P, -20, -20, -30, 300, 300, 30, { top: "#8f979c", left: "#4b5358", right: "#6a7378" });
      s += isoBox(P, 0, 0, 0, 260, 260, 520, { top: "#eef1f2", left: "#a3abb0", right: "#c9cfd2" });
      // Gyroid-like waves on both visible faces.
      for (let row = 0; row < 13; row += 1) {
        const z0 = 20 + row * 38;
        const left = [];
        const right = [];
        for (let t = 0; t <= 260; t += 10) {
          const wave = Math.sin((t / 260) * Math.PI * 4 + row * 1.4) * 11;
          left.push(P(t, 260, z0 + wave));
          right.push(P(260, 260 - t, z0 - wave));
        }
        s += `<polyline points="${pts(left)}" fill="none" stroke="#6a7378" stroke-width="9" stroke-linecap="round"/><polyline points="${pts(left.map(([x, y]) => [x, y - 4]))}" fill="none" stroke="#dfe3e5" stroke-width="3" stroke-linecap="round"/>`;
        s += `<polyline points="${pts(right)}" fill="none" stroke="#8a9296" stroke-width="9" stroke-linecap="round"/><polyline points="${pts(right.map(([x, y]) => [x, y - 4]))}" fill="none" stroke="#f4f6f7" stroke-width="3" stroke-linecap="round"/>`;
      }
      for (let i = 0; i < 5; i += 1)
        for (let j = 0; j < 5; j += 1) {
          const [x, y] = P(26 + i * 52, 26 + j * 52, 520);
          s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="17" ry="10" fill="#59636a"/><ellipse cx="${r1(x)}" cy="${r1(y + 2)}" rx="12" ry="6" fill="#2a3034"/>`;
        }
      break;
    }
    case "turbine-blade": {
      defs += linear(
        "nickel",
        [
          [0, "#6e665c"],
          [0.3, "#d9d2c7"],
          [0.5, "#f4efe7"],
          [0.8, "#a39b8f"],
          [1, "#5d564d"],
        ],
        [0, 0, 1, 0],
      );
      const P = isoProjector(W / 2, 760, 1);
      s += shadow(W / 2, 860, 330, 50);
      s += isoBox(P, -150, -150, -36, 300, 300, 36, { top: "#9aa2a6", left: "#4b5358", right: "#6a7378" });
      // Fir-tree root and platform.
      const rx = W / 2;
      s += `<path d="M${rx - 70},770 L${rx - 70},740 L${rx - 90},725 L${rx - 70},705 L${rx - 95},690 L${rx - 70},672 L${rx - 100},656 L${rx + 100},656 L${rx + 70},672 L${rx + 95},690 L${rx + 70},705 L${rx + 90},725 L${rx + 70},740 L${rx + 70},770 Z" fill="url(#nickel)"/>`;
      s += `<polygon points="${pts([
        [rx - 150, 640],
        [rx + 150, 640],
        [rx + 180, 610],
        [rx - 120, 610],
      ])}" fill="#e4ded5"/><rect x="${rx - 150}" y="640" width="300" height="22" fill="#8b8378"/>`;
      // Airfoil with twist.
      s += `<path d="M${rx - 110},620 C${rx - 150},460 ${rx - 90},260 ${rx - 10},150 C${rx + 40},120 ${rx + 90},130 ${rx + 100},160 C${rx + 60},290 ${rx + 70},470 ${rx + 140},620 Z" fill="url(#nickel)"/>`;
      s += `<path d="M${rx - 10},150 C${rx - 60},300 ${rx - 50},460 ${rx + 10},620" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5"/>`;
      s += `<path d="M${rx + 100},160 C${rx + 60},290 ${rx + 70},470 ${rx + 140},620" fill="none" stroke="#4a443c" stroke-opacity="0.5" stroke-width="4"/>`;
      for (let i = 0; i < 11; i += 1) {
        const t = i / 10;
        const x = rx - 100 + (rx - 5 - (rx - 100)) * t + Math.sin(t * Math.PI) * -25;
        const y = 590 - t * 420;
        s += `<ellipse cx="${r1(x + 30)}" cy="${r1(y)}" rx="5" ry="3.5" fill="#4a443c"/>`;
      }
      break;
    }
    case "rocket-nozzle": {
      defs += linear(
        "copper",
        [
          [0, "#5a2a12"],
          [0.22, "#c9713d"],
          [0.42, "#ffc9a0"],
          [0.6, "#d8843f"],
          [1, "#4a220e"],
        ],
        [0, 0, 1, 0],
      );
      const cx = W / 2;
      const radius = (y) => {
        if (y < 380) return 120;
        if (y < 470) return 120 - (60 * (y - 380)) / 90;
        const t = (y - 470) / (860 - 470);
        return 60 + 190 * Math.pow(t, 0.75);
      };
      s += shadow(cx, 900, 320, 40);
      const right = [];
      const left = [];
      for (let y = 200; y <= 860; y += 10) {
        right.push([cx + radius(y), y]);
        left.unshift([cx - radius(y), y]);
      }
      s += `<polygon points="${pts([...right, ...left])}" fill="url(#copper)"/>`;
      for (let k = -8; k <= 8; k += 1) {
        const line = [];
        for (let y = 210; y <= 855; y += 10) line.push([cx + radius(y) * Math.sin((k * Math.PI) / 18), y]);
        s += `<polyline points="${pts(line)}" fill="none" stroke="#5a2a12" stroke-opacity="${r1(0.45 - Math.abs(k) * 0.03)}" stroke-width="3"/>`;
      }
      s += `<ellipse cx="${cx}" cy="860" rx="250" ry="46" fill="#6b3416"/><ellipse cx="${cx}" cy="864" rx="232" ry="38" fill="#1b0f09"/>`;
      s += `<ellipse cx="${cx}" cy="864" rx="110" ry="18" fill="url(#warmGlow)" fill-opacity="0.35"/>`;
      // Flange with bolt holes.
      s += `<path d="M${cx - 170},200 V226 A170,38 0 0 0 ${cx + 170},226 V200 Z" fill="#8a4a22"/><ellipse cx="${cx}" cy="200" rx="170" ry="38" fill="#e79a63"/><ellipse cx="${cx}" cy="200" rx="100" ry="22" fill="#3a1c0c"/>`;
      for (let i = 0; i < 12; i += 1) {
        const a = (i * Math.PI) / 6;
        s += `<ellipse cx="${r1(cx + Math.cos(a) * 136)}" cy="${r1(200 + Math.sin(a) * 30)}" rx="8" ry="5" fill="#5a2a12"/>`;
      }
      break;
    }
    case "lattice-cube": {
      const P = isoProjector(W / 2, 370, 0.85);
      s += shadow(W / 2, 700, 300, 40);
      s += isoBox(P, -30, -30, -26, 380, 380, 26, { top: "#8a9296", left: "#3a4248", right: "#59636a" });
      s += latticeCube(P, 3, 320, { width: 12 });
      break;
    }
    case "test-specimens": {
      const P = isoProjector(W / 2, 210, 1);
      s += shadow(W / 2, 640, 430, 50);
      s += isoBox(P, 0, 0, -30, 420, 420, 30, { top: "#b4bbbf", left: "#5f676c", right: "#7c8489" });
      const items = [];
      for (let i = 0; i < 6; i += 1)
        for (let j = 0; j < 6; j += 1)
          items.push([30 + i * 66, 30 + j * 66, rand.range(30, 110), rand() < 0.3]);
      items.sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
      for (const [x, y, h, round] of items) {
        const base = mix("#7f878c", "#c9cfd2", rand());
        if (round) {
          const [bx, by] = P(x + 20, y + 20, 0);
          const [, ty] = P(x + 20, y + 20, h);
          s += `<path d="M${r1(bx - 30)},${r1(ty)} V${r1(by)} A30,17 0 0 0 ${r1(bx + 30)},${r1(by)} V${r1(ty)} Z" fill="${darken(base, 0.15)}"/><ellipse cx="${r1(bx)}" cy="${r1(ty)}" rx="30" ry="17" fill="${lighten(base, 0.35)}"/>`;
        } else {
          s += isoBox(P, x, y, 0, 40, 40, h, {
            top: lighten(base, 0.35),
            left: darken(base, 0.3),
            right: base,
          });
        }
      }
      break;
    }
    case "topology-bracket": {
      defs += linear(
        "titanium",
        [
          [0, "#c7ccd3"],
          [0.5, "#9aa3ae"],
          [1, "#6d7683"],
        ],
        [0, 0, 1, 1],
      );
      const branches = [
        "M250,470 C330,420 390,330 520,300",
        "M250,470 C360,480 470,440 560,360",
        "M420,520 C470,470 520,420 560,360",
        "M520,300 C600,260 680,230 760,250",
        "M560,360 C640,320 700,290 760,250",
        "M560,360 C640,400 700,440 770,450",
        "M250,470 C300,540 380,560 430,520",
        "M430,520 C560,520 680,500 770,450",
      ];
      const strokes = (colour, width, dx = 0, dy = 0) =>
        branches
          .map(
            (d) =>
              `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" transform="translate(${dx} ${dy})"/>`,
          )
          .join("");
      const bosses = [
        [250, 470, 52],
        [760, 250, 44],
        [770, 450, 44],
        [430, 520, 30],
      ];
      s += shadow(510, 590, 360, 36);
      s += strokes("#59626d", 46, 14, 16);
      for (const [x, y, r] of bosses) s += `<circle cx="${x + 14}" cy="${y + 16}" r="${r}" fill="#59626d"/>`;
      s += strokes("url(#titanium)", 40);
      s += strokes("#eef1f4", 8, -6, -8).replace(/<path /g, '<path stroke-opacity="0.55" ');
      for (const [x, y, r] of bosses)
        s += `<circle cx="${x}" cy="${y}" r="${r}" fill="#aab2bc"/><circle cx="${x}" cy="${y}" r="${r * 0.48}" fill="#3a4048"/><circle cx="${x + 3}" cy="${y + 3}" r="${r * 0.4}" fill="#1f2328"/>`;
      break;
    }
    case "impeller": {
      defs += radial(
        "disc",
        [
          [0, "#f1f3f4"],
          [0.6, "#b7bec2"],
          [1, "#6d757a"],
        ],
        ` cx="0.45" cy="0.42" r="0.6"`,
      );
      const cx = W / 2;
      const cy = H / 2 - 10;
      s += shadow(cx, cy + 290, 300, 40);
      s += `<circle cx="${cx}" cy="${cy}" r="310" fill="#4b5358"/><circle cx="${cx}" cy="${cy}" r="300" fill="url(#disc)"/>`;
      for (let i = 1; i < 8; i += 1)
        s += `<circle cx="${cx}" cy="${cy}" r="${i * 38}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`;
      const blade = (a, colour, w, off = 0) => {
        const p = [];
        for (let t = 0; t <= 1.0001; t += 0.1) {
          const r = 80 + t * 210;
          const ang = a + t * 1.1;
          p.push([cx + Math.cos(ang) * r + off, cy + Math.sin(ang) * r + off]);
        }
        return `<polyline points="${pts(p)}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
      };
      for (let i = 0; i < 12; i += 1) s += blade((i * Math.PI) / 6, "#3a4248", 20, 8);
      for (let i = 0; i < 12; i += 1)
        s += blade((i * Math.PI) / 6, "#d6dbde", 16) + blade((i * Math.PI) / 6, "#ffffff", 4, -3);
      s += `<circle cx="${cx}" cy="${cy}" r="92" fill="#59636a"/><circle cx="${cx}" cy="${cy}" r="84" fill="url(#disc)"/><circle cx="${cx}" cy="${cy}" r="34" fill="#2a3034"/>`;
      break;
    }
    case "copper-coil": {
      // Helix around a horizontal axis, seen slightly from the side: back half first, then the front.
      const cy = 320;
      const turns = 5;
      const x0 = 230;
      const x1 = 770;
      const radius = 150;
      const sway = 58;
      const total = turns * Math.PI * 2;
      // Split the helix into runs that lie entirely in front of or behind the axis.
      const runs = [];
      for (let t = 0; t <= total + 0.001; t += 0.08) {
        const p = [x0 + ((x1 - x0) * t) / total + Math.sin(t) * sway, cy - Math.cos(t) * radius];
        const front = Math.sin(t) > 0;
        const run = runs[runs.length - 1];
        if (run && run.front === front) run.points.push(p);
        else {
          if (run) run.points.push(p);
          runs.push({ front, points: run ? [run.points[run.points.length - 2], p] : [p] });
        }
      }
      s += shadow(W / 2, 590, 380, 36);
      const tube = (points, colour, w, oy = 0) =>
        `<polyline points="${pts(points.map(([x, y]) => [x, y + oy]))}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
      for (const run of runs)
        if (!run.front) s += tube(run.points, "#3f1d0b", 34) + tube(run.points, "#7a3f1c", 24);
      const first = runs[0].points[0];
      const lastRun = runs[runs.length - 1].points;
      const last = lastRun[lastRun.length - 1];
      for (const [x, y, dx] of [
        [first[0], first[1], -70],
        [last[0], last[1], 70],
      ]) {
        const leg = [
          [x, y],
          [x + dx, y - 90],
        ];
        s += tube(leg, "#5a2a12", 36) + tube(leg, "#d8843f", 26) + tube(leg, "#ffd2ad", 7, -7);
      }
      for (const run of runs)
        if (run.front)
          s +=
            tube(run.points, "#6b3416", 36) +
            tube(run.points, "#d8843f", 28) +
            tube(run.points, "#ffd2ad", 7, -8);
      break;
    }
    case "polymer-honeycomb": {
      const P = isoProjector(W / 2, 170, 1);
      const size = 420;
      s += shadow(W / 2, 650, 330, 50);
      s += isoBox(P, 0, 0, 0, size, size, 34, { top: "#efe6d2", left: "#c8b995", right: "#dccfb1" });
      const r = 26;
      const hexW = Math.sqrt(3) * r;
      let cells = "";
      for (let row = 0; row < 10; row += 1)
        for (let col = 0; col < 9; col += 1) {
          const hx = 30 + col * hexW + (row % 2 ? hexW / 2 : 0);
          const hy = 30 + row * r * 1.5;
          if (hx > size - 28 || hy > size - 28) continue;
          const corner = (i, k) =>
            P(
              hx + k * r * Math.cos((i * Math.PI) / 3 + Math.PI / 6),
              hy + k * r * Math.sin((i * Math.PI) / 3 + Math.PI / 6),
              34,
            );
          cells += `<polygon points="${pts([0, 1, 2, 3, 4, 5].map((i) => corner(i, 0.8)))}" fill="#8f805f"/>`;
          cells += `<polygon points="${pts([0, 1, 2, 3, 4, 5].map((i) => corner(i, 0.8)).map(([x, y]) => [x, y + 7]))}" fill="#b5a47f"/>`;
        }
      s += cells;
      break;
    }
    default: {
      const P = isoProjector(W / 2, H * 0.3, 1);
      s += latticeCube(P, 2, Math.min(W, H) * 0.4, { width: 12 });
    }
  }
  return svgDoc(W, H, defs, s);
}

// ------------------------------------------------------------------------------------------------ home gallery

function homeImage(slide) {
  const W = 1600;
  const H = 800;
  const rand = seeded(slide.id);
  let defs = COMMON_DEFS + MACHINE_DEFS;
  let s = "";
  switch (slide.id) {
    case "open-platform": {
      const st = studio(W, H, 720);
      defs += st.defs;
      s += st.body;
      s += `<g transform="translate(330 720)">${cabinet(rand, { w: 260, h: 380, model: "MICRO", lasers: 1 })}</g>`;
      s += `<g transform="translate(760 720)">${cabinet(rand, { w: 380, h: 470, model: "MIDI", lasers: 2 })}</g>`;
      s += `<g transform="translate(1240 720)">${cabinet(rand, { w: 520, h: 540, model: "ONE", lasers: 4 })}</g>`;
      break;
    }
    case "melt-pool": {
      defs +=
        linear("wallM", [
          [0, "#0d1012"],
          [1, "#22282c"],
        ]) +
        linear("bedM", [
          [0, "#3f464b"],
          [1, "#7f878c"],
        ]);
      s += `<rect width="${W}" height="${H}" fill="url(#wallM)"/>`;
      const horizon = 250;
      s += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#bedM)"/>`;
      const vp = [800, -300];
      const project = (x, y) => {
        // x: lateral position at the front edge, y: 0 (front) … 1 (horizon)
        const fy = H + (horizon - H) * y;
        const t = (fy - vp[1]) / (H - vp[1]);
        return [vp[0] + (x - vp[0]) * t, fy];
      };
      for (let i = -9; i <= 9; i += 1) {
        const xa = 800 + i * 70;
        const quad = [project(xa - 33, 0), project(xa + 33, 0), project(xa + 33, 1), project(xa - 33, 1)];
        const current = i === 2;
        const shade = current ? "#9aa2a6" : i % 2 ? "#8a9296" : "#9ea6aa";
        if (current) {
          const mid = [project(xa - 33, 0.45), project(xa + 33, 0.45)];
          s += `<polygon points="${pts([quad[0], quad[1], mid[1], mid[0]])}" fill="${shade}"/>`;
          s += `<polygon points="${pts([mid[0], mid[1], project(xa + 33, 0.58), project(xa - 33, 0.58)])}" fill="#ffb45c" fill-opacity="0.5"/>`;
        } else if (i < 2) s += `<polygon points="${pts(quad)}" fill="${shade}"/>`;
        s += `<line x1="${r1(quad[0][0])}" y1="${r1(quad[0][1])}" x2="${r1(quad[3][0])}" y2="${r1(quad[3][1])}" stroke="#2f363b" stroke-opacity="0.45" stroke-width="2"/>`;
      }
      const [mx, my] = project(800 + 2 * 70, 0.45);
      s += `<ellipse cx="${r1(mx)}" cy="${r1(my)}" rx="160" ry="70" fill="url(#warmGlow)" fill-opacity="0.7"/>`;
      s += laserBeam(mx - 200, 0, mx, my, BRAND.mint, 5);
      s += `<ellipse cx="${r1(mx)}" cy="${r1(my)}" rx="120" ry="70" fill="url(#glow)"/>`;
      s += sparks(rand, mx, my, 40, 330);
      break;
    }
    case "lattice-structures": {
      defs += linear(
        "tealBg",
        [
          [0, "#8fb0b1"],
          [1, "#3f5d5e"],
        ],
        [0, 0, 1, 1],
      );
      s += `<rect width="${W}" height="${H}" fill="url(#tealBg)"/>`;
      s += `<ellipse cx="800" cy="730" rx="420" ry="50" fill="url(#shadow)"/>`;
      s += latticeCube(isoProjector(800, 390, 0.85), 4, 380, { width: 10 });
      break;
    }
    case "parameter-study": {
      const st = studio(W, H, 700);
      defs += st.defs;
      s += st.body;
      const P = isoProjector(800, 170, 1);
      const R = 310;
      const [ox, oy] = P(R, R, 0);
      s += `<ellipse cx="${r1(ox)}" cy="${r1(oy + 30)}" rx="${r1(R * 1.23)}" ry="${r1(R * 0.71)}" fill="#4b5358"/><rect x="${r1(ox - R * 1.23)}" y="${r1(oy)}" width="${r1(R * 2.46)}" height="30" fill="#4b5358"/>`;
      s += `<ellipse cx="${r1(ox)}" cy="${r1(oy)}" rx="${r1(R * 1.23)}" ry="${r1(R * 0.71)}" fill="#aab2b6"/>`;
      const cubes = [];
      for (let i = 0; i < 9; i += 1)
        for (let j = 0; j < 9; j += 1) {
          const x = 40 + i * 62;
          const y = 40 + j * 62;
          if (Math.hypot(x + 18 - R, y + 18 - R) > R - 40) continue;
          cubes.push([x, y, rand.range(30, 90), rand() < 0.12]);
        }
      cubes.sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
      for (const [x, y, h, marked] of cubes) {
        const base = mix("#7f878c", "#d0d5d8", rand());
        s += isoBox(P, x, y, 0, 36, 36, h, {
          top: marked ? BRAND.mint : lighten(base, 0.35),
          left: darken(base, 0.3),
          right: base,
        });
      }
      break;
    }
    case "high-temperature":
    default: {
      const st = studio(W, H, 700);
      defs +=
        st.defs +
        linear(
          "hot",
          [
            [0, "#ffb45c"],
            [1, "#c2410c"],
          ],
          [0, 0, 1, 1],
        );
      s += st.body;
      const P = isoProjector(800, 330, 1);
      s += `<ellipse cx="800" cy="600" rx="620" ry="200" fill="url(#warmGlow)" fill-opacity="0.45"/>`;
      s += isoBox(P, 0, 0, -70, 360, 360, 70, { top: "url(#hot)", left: "#7a2a0c", right: "#a3400f" });
      for (let i = 0; i < 7; i += 1) {
        const y = 290 - i * 26;
        s += `<path d="M${560 + i * 10},${y} q40,-18 80,0 t80,0 t80,0 t80,0 t80,0" fill="none" stroke="#ffb45c" stroke-opacity="${r1(0.3 - i * 0.03)}" stroke-width="3"/>`;
      }
      s += isoBox(P, 100, 100, 0, 160, 160, 150, { top: "#d0d5d8", left: "#6a7378", right: "#9aa2a6" });
      const [lx, ly] = P(190, 170, 150);
      s +=
        laserBeam(lx - 120, 0, lx, ly, BRAND.mint, 5) +
        `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="70" fill="url(#glow)"/>` +
        sparks(rand, lx, ly, 22, 160);
      break;
    }
  }
  return svgDoc(W, H, defs, s);
}

// ------------------------------------------------------------------------------------------------ PDF

const WIN_ANSI = new Map(
  Object.entries({
    "€": 0x80,
    "‚": 0x82,
    "„": 0x84,
    "…": 0x85,
    "‘": 0x91,
    "’": 0x92,
    "“": 0x93,
    "”": 0x94,
    "•": 0x95,
    "–": 0x96,
    "—": 0x97,
    "™": 0x99,
  }),
);

/** Encodes text for a Type 1 font with /WinAnsiEncoding; fails loudly on anything else. */
function winAnsiBytes(text) {
  const bytes = [];
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (WIN_ANSI.has(ch)) bytes.push(WIN_ANSI.get(ch));
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else
      throw new Error(
        `"${ch}" (U+${code.toString(16).toUpperCase()}) in "${text}" is not in WinAnsiEncoding`,
      );
  }
  return bytes;
}

/** A PDF literal string: parentheses and backslashes escaped, bytes above 0x7E as octal escapes. */
function pdfText(text) {
  let out = "(";
  for (const b of winAnsiBytes(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b > 0x7e) out += `\\${b.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** Document information strings in UTF-16BE, so any title survives. */
function pdfInfoText(text) {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i += 1)
    hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

const rgb = (hex) =>
  hexToRgb(hex)
    .map((c) => (c / 255).toFixed(3))
    .join(" ");

/** Page drawing commands for a one-page A4 document (595 × 842 pt). */
class PdfPage {
  constructor() {
    this.ops = [];
  }
  rect(x, y, w, h, colour) {
    this.ops.push(`${rgb(colour)} rg ${r1(x)} ${r1(y)} ${r1(w)} ${r1(h)} re f`);
    return this;
  }
  line(x1, y1, x2, y2, colour, width = 0.5) {
    this.ops.push(`${rgb(colour)} RG ${width} w ${r1(x1)} ${r1(y1)} m ${r1(x2)} ${r1(y2)} l S`);
    return this;
  }
  text(x, y, content, { size = 11, bold = false, colour = BRAND.ink } = {}) {
    this.ops.push(
      `BT /${bold ? "F2" : "F1"} ${size} Tf ${rgb(colour)} rg ${r1(x)} ${r1(y)} Td ${pdfText(content)} Tj ET`,
    );
    return this;
  }
  /** Wrapped paragraph; returns the y below the last line. */
  paragraph(x, y, content, width, { size = 11, leading = size * 1.45, ...options } = {}) {
    for (const line of wrap(content, width, size, options.bold)) {
      this.text(x, y, line, { size, ...options });
      y -= leading;
    }
    return y;
  }
}

function wrap(content, width, size, bold = false) {
  const lines = [];
  let current = "";
  for (const word of content.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Serialises a one-page PDF 1.4 with Helvetica and Helvetica-Bold, a correct xref table and trailer. */
function buildPdf(page, title) {
  const content = page.ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    // The end-of-line marker before "endstream" is not part of the stream data, so not in /Length.
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfInfoText(title)} /Author (Aconity3D) /Producer (scripts/make-sample-assets.mjs) >>`,
  ];
  const chunks = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

function pdfFrame(page, kind, site) {
  page.rect(0, 772, 595, 70, BRAND.ink).rect(0, 768, 595, 4, BRAND.green);
  page.text(56, 800, "Aconity", { size: 20, colour: "#ffffff" });
  page.text(56 + textWidth("Aconity", 20), 800, "3D", { size: 20, bold: true, colour: BRAND.mint });
  page.text(400, 802, kind, { size: 10, colour: BRAND.grey });
  const a = site.footerAddress;
  page.line(56, 72, 539, 72, BRAND.grey);
  page.text(
    56,
    56,
    `${a.company} · ${a.street} · ${a.postalCode} ${a.city} · ${a.country} · ${site.contacts.email}`,
    { size: 8.5, colour: "#5b656b" },
  );
  page.text(56, 44, "Fictional sample document: replace it with the real one before publication.", {
    size: 8.5,
    colour: "#5b656b",
  });
}

const DATASHEET_VALUES = {
  alsi10mg: [
    "20–63 µm",
    "30–60 µm",
    "2.67 g/cm³",
    "> 99.5 %",
    "430 ± 20 MPa",
    "270 ± 15 MPa",
    "6 ± 2 %",
    "120 ± 5 HBW",
  ],
  alsi10mg_performance: [
    "20–63 µm",
    "60–90 µm",
    "2.67 g/cm³",
    "> 99.5 %",
    "460 ± 20 MPa",
    "290 ± 15 MPa",
    "5 ± 2 %",
    "125 ± 5 HBW",
  ],
  sae316l: [
    "15–45 µm",
    "20–50 µm",
    "7.98 g/cm³",
    "> 99.8 %",
    "640 ± 20 MPa",
    "530 ± 20 MPa",
    "40 ± 5 %",
    "210 ± 10 HV10",
  ],
  ti6ai4v: [
    "15–45 µm",
    "30–60 µm",
    "4.43 g/cm³",
    "> 99.8 %",
    "1,150 ± 30 MPa",
    "1,030 ± 30 MPa",
    "8 ± 2 %",
    "360 ± 15 HV10",
  ],
  cucr1zr: [
    "15–45 µm",
    "30 µm",
    "8.89 g/cm³",
    "> 99.5 %",
    "350 ± 20 MPa",
    "280 ± 20 MPa",
    "20 ± 5 %",
    "110 ± 10 HV10",
  ],
  in718: [
    "15–45 µm",
    "40 µm",
    "8.19 g/cm³",
    "> 99.8 %",
    "1,000 ± 40 MPa",
    "700 ± 30 MPa",
    "25 ± 5 %",
    "300 ± 15 HV10",
  ],
  scalmalloy: [
    "20–63 µm",
    "30 µm",
    "2.67 g/cm³",
    "> 99.5 %",
    "480 ± 20 MPa",
    "440 ± 20 MPa",
    "12 ± 3 %",
    "140 ± 8 HV10",
  ],
  pure_cu: [
    "15–45 µm",
    "30 µm",
    "8.96 g/cm³",
    "> 99.0 %",
    "220 ± 15 MPa",
    "150 ± 15 MPa",
    "30 ± 5 %",
    "70 ± 5 HV10",
  ],
  titanium_grade_2: [
    "15–45 µm",
    "30 µm",
    "4.51 g/cm³",
    "> 99.8 %",
    "600 ± 30 MPa",
    "500 ± 30 MPa",
    "20 ± 4 %",
    "200 ± 10 HV10",
  ],
  mgaz91d: [
    "20–63 µm",
    "40 µm",
    "1.81 g/cm³",
    "> 99.0 %",
    "300 ± 20 MPa",
    "220 ± 15 MPa",
    "3 ± 1 %",
    "75 ± 5 HV10",
  ],
  "12709m300": [
    "15–45 µm",
    "40 µm",
    "8.05 g/cm³",
    "> 99.8 %",
    "1,150 ± 50 MPa",
    "950 ± 50 MPa",
    "10 ± 3 %",
    "35 ± 2 HRC",
  ],
  cocrmo: [
    "15–45 µm",
    "30 µm",
    "8.30 g/cm³",
    "> 99.8 %",
    "1,200 ± 50 MPa",
    "850 ± 40 MPa",
    "10 ± 3 %",
    "400 ± 20 HV10",
  ],
};
const DATASHEET_LABELS = [
  "Particle size distribution",
  "Recommended layer thickness",
  "Density (bulk material)",
  "Relative density (as built)",
  "Tensile strength Rm (as built)",
  "Yield strength Rp0.2 (as built)",
  "Elongation at break",
  "Hardness",
];

function datasheetPdf(material, site) {
  const page = new PdfPage();
  pdfFrame(page, "Material datasheet", site);
  page.text(56, 716, material.title.en, { size: 26, bold: true });
  page.text(56, 692, `${material.family.en} · ${material.family.de}`, { size: 13, colour: "#4f6e6f" });
  page.rect(56, 640, 483, 34, "#e7f9f0").rect(56, 640, 4, 34, BRAND.green);
  page.text(70, 660, "Sample datasheet – values are placeholders", { size: 11, bold: true });
  page.text(70, 647, "Musterdatenblatt – alle Werte sind Platzhalter", { size: 9, colour: "#4d565c" });
  page.text(56, 606, "Typical properties", { size: 14, bold: true });
  const values = DATASHEET_VALUES[material.id] ?? DATASHEET_LABELS.map(() => "n/a");
  let y = 580;
  DATASHEET_LABELS.forEach((label, i) => {
    if (i % 2 === 0) page.rect(56, y - 8, 483, 24, "#f3f5f5");
    page.text(64, y, label, { size: 10.5 });
    page.text(320, y, values[i], { size: 10.5, bold: true });
    y -= 24;
  });
  page.line(56, y + 16, 539, y + 16, BRAND.grey);
  y -= 18;
  page.text(56, y, "Processing", { size: 14, bold: true });
  y -= 22;
  for (const line of [
    "Suitable for all Aconity3D metal LPBF machines; preheating and gas settings on request.",
    "Handle and store the powder under dry, inert conditions; sieve recycled powder before reuse.",
    "Mechanical properties depend on geometry, build orientation, parameters and heat treatment.",
  ]) {
    y = page.paragraph(68, y, line, 460, { size: 10.5 });
    page.text(56, y + 15.2, "•", { size: 10.5, colour: BRAND.green });
    y -= 4;
  }
  y -= 10;
  page.paragraph(
    56,
    y,
    "For process parameters and test results for your application, contact our application center at " +
      site.contacts.salesEmail +
      ".",
    483,
    { size: 10.5, colour: "#4d565c" },
  );
  return buildPdf(page, `${material.title.en} – sample datasheet`);
}

const JOB_DETAILS = {
  "process-engineer-lpbf": {
    tasks: [
      "Develop process parameters for new alloys, from single tracks to dense specimens",
      "Plan and run build jobs and parameter studies on our LPBF machines",
      "Evaluate density, microstructure and mechanical properties with our testing lab",
      "Support customers and research partners in joint projects",
    ],
    profile: [
      "Degree in materials science, mechanical engineering, physics or a similar field",
      "Hands-on experience with laser powder bed fusion",
      "Structured way of working and joy in experiments",
      "Very good English; German is an advantage",
    ],
  },
  "software-developer-machine-control": {
    tasks: [
      "Develop the control software for lasers, scanners, recoaters and sensors",
      "Extend the documented scripting interface of the Aconity platform",
      "Write tests and commission new functions on real machines",
      "Work closely with machine and process development",
    ],
    profile: [
      "Degree in computer science, electrical engineering or a comparable qualification",
      "Solid experience in modern C++ and Python",
      "Interest in hardware, real-time systems and industrial communication",
      "Team spirit and good English; German is an advantage",
    ],
  },
  "service-technician-us": {
    tasks: [
      "Install and commission Aconity3D machines across North America",
      "Carry out maintenance, repairs and upgrades at customer sites",
      "Train operators and give remote support",
      "Document service cases and feed experience back to development",
    ],
    profile: [
      "Training as a mechatronics or electronics technician, or a comparable qualification",
      "Experience with laser systems, vacuum or inert gas technology is a plus",
      "Willingness to travel (about 50 %) and a valid driver's license",
      "Authorisation to work in the United States",
    ],
  },
  "working-student-application-center": {
    tasks: [
      "Prepare build jobs and help with machine operation",
      "Prepare and analyse metallographic specimens",
      "Document parameter studies and test results",
    ],
    profile: [
      "Enrolled in mechanical engineering, materials science, physics or a similar subject",
      "Available for 15 to 20 hours a week",
      "Careful, reliable way of working",
    ],
  },
};

const EMPLOYMENT = { FULL_TIME: "Full-time", PART_TIME: "Part-time", INTERN: "Internship" };
const formatDate = (iso) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function jobPdf(job, site, locations) {
  const location = locations.find((l) => l.id === job.location);
  const where = location ? `${location.city}, ${location.country.en}` : job.location;
  const page = new PdfPage();
  pdfFrame(page, "Job posting", site);
  let y = page.paragraph(56, 716, job.title.en, 483, { size: 22, bold: true, leading: 27 });
  page.text(56, y + 4, job.title.de, { size: 12, colour: "#4f6e6f" });
  y -= 26;
  page.rect(56, y - 10, 483, 30, "#e7f9f0").rect(56, y - 10, 4, 30, BRAND.green);
  page.text(70, y, "Sample posting – fictional content", { size: 11, bold: true });
  y -= 40;
  for (const [label, value] of [
    ["Location", `${location?.name ?? "Aconity3D"}, ${where}`],
    ["Employment type", EMPLOYMENT[job.employmentType] ?? job.employmentType],
    ["Posted", formatDate(job.postedAt)],
    ["Applications until", formatDate(job.closes_at)],
  ]) {
    page.text(56, y, label, { size: 10.5, colour: "#4d565c" });
    page.text(190, y, value, { size: 10.5, bold: true });
    y -= 17;
  }
  y -= 14;
  page.text(56, y, "Your role", { size: 14, bold: true });
  y = page.paragraph(56, y - 20, job.summary.en, 483, { size: 10.5 });
  const details = JOB_DETAILS[job.id];
  if (details) {
    for (const [heading, items] of [
      ["Your tasks", details.tasks],
      ["Your profile", details.profile],
    ]) {
      y -= 12;
      page.text(56, y, heading, { size: 14, bold: true });
      y -= 20;
      for (const item of items) {
        page.text(56, y, "•", { size: 10.5, colour: BRAND.green });
        y = page.paragraph(68, y, item, 470, { size: 10.5 }) - 2;
      }
    }
  }
  y -= 12;
  page.text(56, y, "How to apply", { size: 14, bold: true });
  page.paragraph(
    56,
    y - 20,
    `Send your application, quoting "${job.title.en}", to ${site.contacts.jobsEmail}. We look forward to hearing from you.`,
    483,
    { size: 10.5 },
  );
  return buildPdf(page, `${job.title.en} – Aconity3D`);
}

// ------------------------------------------------------------------------------------------------ output

const written = [];

async function save(relativeFile, buffer) {
  await mkdir(path.dirname(relativeFile), { recursive: true });
  await writeFile(relativeFile, buffer);
  written.push([path.relative(ROOT, relativeFile), buffer.length]);
}

async function jpeg(imagePath, svg) {
  const buffer = await sharp(Buffer.from(svg))
    .jpeg({ quality: 72, progressive: true, mozjpeg: true })
    .toBuffer();
  await save(path.join(DATA, imagePath), buffer);
}

async function png(imagePath, svg) {
  const buffer = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toBuffer();
  await save(path.join(DATA, imagePath), buffer);
}

const staticFile = (sitePath) => path.join(STATIC, ...sitePath.split("/").filter(Boolean));

async function main() {
  const site = readJson("site.json");
  const locations = readJson("locations.json");
  const products = readJson("products.json");
  const materials = readJson("materials.json");
  const partners = readJson("partners.json");
  const team = readJson("team.json");
  const jobs = readJson("jobs.json");
  const homeGallery = readJson("home-gallery.json");
  const printGallery = readJson("print-gallery.json");

  for (const product of products) await jpeg(product.image, productImage(product));
  for (const material of materials) {
    await jpeg(material.image, materialImage(material));
    await save(staticFile(material.datasheet), datasheetPdf(material, site));
  }
  for (const partner of partners) {
    const svg = partnerLogo(partner);
    if (partner.logo.type === "svg") await save(path.join(DATA, partner.logo.src), Buffer.from(svg));
    else await png(partner.logo.src, svg);
  }
  for (const member of team) if (member.image) await jpeg(member.image, teamImage(member));
  for (const job of jobs) {
    await jpeg(job.image, jobImage(job));
    await save(staticFile(job.pdf), jobPdf(job, site, locations));
  }
  for (const slide of homeGallery) await jpeg(slide.image, homeImage(slide));
  for (const part of printGallery) await jpeg(part.image, printImage(part));

  const total = written.reduce((sum, [, size]) => sum + size, 0);
  const largest = [...written].sort((a, b) => b[1] - a[1])[0];
  console.log(
    `Wrote ${written.length} files, ${(total / 1024).toFixed(0)} KiB in total; largest ${largest[0]} (${(largest[1] / 1024).toFixed(1)} KiB).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
