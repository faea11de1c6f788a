import QRCode from 'qrcode';
import { labelAddress } from './label-address';

/**
 * A prop's label QR code (issue 13 §6, issue 38 §2): the address of the counter on its SKU on this
 * site (`labelAddress`), so a phone's camera opens the counter on the prop, and a USB scanner types
 * the address the counter reads the SKU back from. SVG drawn on the server: sharp on paper at
 * any size, no script in the browser. Error correction M survives a scuffed label; the quiet zone
 * of 2 modules keeps neighbouring labels apart on the sheet.
 */
export async function skuQrSvg(sku: string, site: URL): Promise<string> {
  return QRCode.toString(labelAddress(sku, site), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

/** The same SVG as an image address for an <img> (the CSP allows data: images). */
export async function skuQrDataUrl(sku: string, site: URL): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await skuQrSvg(sku, site)).toString('base64')}`;
}
