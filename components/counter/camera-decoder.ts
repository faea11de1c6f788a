'use client';

/** Reads the code in the camera's current frame, if there is one. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** Where the counter's WebAssembly decoder is served from (app/staff/check-in/decoder.wasm). */
export const DECODER_WASM_PATH = '/staff/check-in/decoder.wasm';

type Detected = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<Detected[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/**
 * The phone's QR reader for the counter's "Scan" (issue 38 §2), loaded only when pressed: the
 * browser's own `BarcodeDetector` where it reads QR codes (Android's Chrome, Safari 17+), else
 * zxing-wasm's WebAssembly reader, loaded then from our own address. Labels carry QR codes; the
 * linear codes a house's older labels may carry are read too.
 */
export async function openFrameDecoder(): Promise<FrameDecoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const supported = Detector ? await Detector.getSupportedFormats?.().catch(() => []) : [];
  if (Detector && supported?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code', 'code_128', 'code_39', 'ean_13'].filter((format) => supported.includes(format)) });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? DECODER_WASM_PATH : prefix + file) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const [found] = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), {
      formats: ['QRCode', 'Code128', 'Code39', 'EAN-13'],
      maxNumberOfSymbols: 1,
    });
    return found?.text || null;
  };
}
