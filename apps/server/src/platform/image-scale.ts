/**
 * Shrinking an RGBA image (a display rendition needs no more than a screen's pixels): every output
 * pixel is the average of the block of source pixels it covers, so detail is not aliased away.
 */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** The image with its longer edge at most `maxEdge` (unchanged when it already fits). */
export function downscaleRgba(image: RgbaImage, maxEdge: number): RgbaImage {
  const { width: w, height: h, data } = image;
  const scale = Math.max(w, h) / maxEdge;
  if (scale <= 1) return image;
  const W = Math.max(1, Math.round(w / scale));
  const H = Math.max(1, Math.round(h / scale));
  const out = new Uint8Array(W * H * 4);
  for (let oy = 0; oy < H; oy++) {
    const y0 = Math.floor((oy * h) / H);
    const y1 = Math.max(y0 + 1, Math.floor(((oy + 1) * h) / H));
    for (let ox = 0; ox < W; ox++) {
      const x0 = Math.floor((ox * w) / W);
      const x1 = Math.max(x0 + 1, Math.floor(((ox + 1) * w) / W));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = y0; y < y1; y++) {
        for (let i = (y * w + x0) * 4, end = (y * w + x1) * 4; i < end; i += 4) {
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
          a += data[i + 3]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (oy * W + ox) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = Math.round(a / n);
    }
  }
  return { width: W, height: H, data: out };
}
