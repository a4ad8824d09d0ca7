import { useMemo } from 'react';
import { encode } from 'uqr';

/** The SVG path of a QR matrix: one unit square per dark module. */
export function qrPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

/**
 * A QR code drawn in the browser (no request leaves it: the otpauth URI holds the two-factor
 * secret). Dark on white whatever the theme, with the quiet zone scanners need.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="totp-qr"
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="rounded bg-white"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
