/**
 * Reads IFD0 of an EXIF block as sharp's metadata gives it (`Exif\0\0` then TIFF): which tags it
 * has. Enough to see a GPS block (tag 0x8825, the GPS IFD's pointer) without another library.
 */
export function ifd0Tags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

export const GPS_IFD_POINTER = 0x8825;
