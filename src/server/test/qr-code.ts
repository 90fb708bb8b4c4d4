import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text of the QR code in a PNG (an e-mail's inline image, a screenshot of the page), read as a banking
 * app's camera reads it: from the pixels, never from the markup that drew them. Null when there is none.
 */
export function readQrCode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  const code = jsQR(pixels, image.width, image.height);
  if (!code) return null;
  // The code's bytes are UTF-8 (qrcode writes them so); decoded here, not by jsQR's own guess.
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(code.binaryData));
}
