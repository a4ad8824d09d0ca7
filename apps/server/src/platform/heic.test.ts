/**
 * The fixture `fixtures/quadrants-64x48.heic` (665 bytes) was made for these tests from a synthetic
 * 64×48 picture of four coloured quadrants (red, green / blue, white), encoded with libheif's
 * `heif-enc -q 60` (libheif 1.15.1, x265): it is the project's own, under the project's licence.
 */
import { readFileSync } from 'node:fs';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { DISPLAY_RENDITION, heicToJpeg } from './heic.ts';
import { downscaleRgba } from './image-scale.ts';

const HEIC = new Uint8Array(readFileSync(new URL('./fixtures/quadrants-64x48.heic', import.meta.url)));

function pixel(img: { width: number; data: Uint8Array }, x: number, y: number) {
  const i = (y * img.width + x) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}
const near = (actual: number[], expected: number[]) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= 24) || `${actual} is not near ${expected}`;

describe('HEIC to a JPEG rendition for display', { timeout: 60_000 }, () => {
  it('converts a real HEIC file into a JPEG of the same picture', async () => {
    const jpeg = await heicToJpeg(HEIC);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const img = decode(jpeg, { useTArray: true });
    expect([img.width, img.height]).toEqual([64, 48]);
    expect(near(pixel(img, 8, 8), [220, 30, 30])).toBe(true);
    expect(near(pixel(img, 56, 8), [30, 200, 60])).toBe(true);
    expect(near(pixel(img, 8, 40), [30, 60, 220])).toBe(true);
    expect(near(pixel(img, 56, 40), [240, 240, 240])).toBe(true);
  });

  it('shrinks a large picture to the longer edge asked for', async () => {
    const jpeg = await heicToJpeg(HEIC, { ...DISPLAY_RENDITION, maxEdge: 16 });
    const img = decode(jpeg, { useTArray: true });
    expect([img.width, img.height]).toEqual([16, 12]);
    expect(near(pixel(img, 1, 1), [220, 30, 30])).toBe(true);
    expect(near(pixel(img, 14, 10), [240, 240, 240])).toBe(true);
  });

  it('refuses what is not a decodable HEIC, or has more pixels than allowed', async () => {
    await expect(heicToJpeg(HEIC.subarray(0, 200))).rejects.toThrow();
    await expect(heicToJpeg(new TextEncoder().encode('%PDF-1.4 not a photo'))).rejects.toThrow();
    await expect(heicToJpeg(HEIC, { ...DISPLAY_RENDITION, maxPixels: 1000 })).rejects.toThrow(/pixels/);
    // the queue goes on after a failure
    expect((await heicToJpeg(HEIC)).length).toBeGreaterThan(100);
  });

  it('averages each block of source pixels when shrinking', () => {
    const data = new Uint8Array([0, 0, 0, 255, 200, 100, 50, 255, 100, 100, 100, 255, 100, 0, 250, 255]);
    const small = downscaleRgba({ width: 2, height: 2, data }, 1);
    expect(small).toMatchObject({ width: 1, height: 1 });
    expect([...small.data]).toEqual([100, 50, 100, 255]);
    const same = { width: 2, height: 2, data };
    expect(downscaleRgba(same, 4)).toBe(same);
  });
});
