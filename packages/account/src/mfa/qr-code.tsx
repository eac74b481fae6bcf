import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

export interface QrCodeProps {
  /** The text to encode (the otpauth URI). */
  value: string;
  /** Accessible description of the image. */
  alt: string;
  /** Rendered size in px; default 184. */
  size?: number;
}

/** A QR code as an SVG image: SVG needs no canvas, so it renders the same in a shadow root, jsdom and print. */
export function QrCode({ value, alt, size = 184 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((markup) => {
      if (current) setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!svg || svg.value !== value) return <Skeleton width={size} height={size} radius="sm" />;
  return <Box component="img" src={svg.src} alt={alt} width={size} height={size} style={{ display: 'block', imageRendering: 'pixelated' }} />;
}
