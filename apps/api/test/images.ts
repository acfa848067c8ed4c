import sharp from 'sharp';

/** A 2400×1800 JPEG carrying a camera make and GPS coordinates (Riyadh) in its EXIF. */
export const jpegWithGps = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SouqTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    })
    .toBuffer();

/** True when an EXIF block's first directory points at a GPS directory (tag 0x8825). */
export const hasGpsDirectory = (exif: Buffer): boolean => {
  const start = exif.indexOf('Exif\0\0', 0, 'latin1');
  const tiff = exif.subarray(start >= 0 ? start + 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
};
