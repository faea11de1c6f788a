import QRCode from 'qrcode';

/**
 * A prop's label QR code (issue 13 §6): exactly its SKU, nothing else, so a phone or a USB scanner
 * reading it types the SKU the check-in page looks up. SVG drawn on the server: sharp on paper at
 * any size, no script in the browser. Error correction M survives a scuffed label; the quiet zone
 * of 2 modules keeps neighbouring labels apart on the sheet.
 */
export async function skuQrSvg(sku: string): Promise<string> {
  return QRCode.toString(sku, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

/** The same SVG as an image address for an <img> (the CSP allows data: images). */
export async function skuQrDataUrl(sku: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await skuQrSvg(sku)).toString('base64')}`;
}
