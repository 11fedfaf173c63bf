/**
 * What a phone writes into a photo: the camera, a description and the GPS position (El Mirage, AZ),
 * in sharp's EXIF shape. Plain data with no imports: the photo maker (photos.ts) writes it and the
 * Worker tests, in workerd, look for it in what is served.
 */
export const PHOTO_METADATA = {
  IFD0: { Make: "FixturePhone", Model: "Model X1", ImageDescription: "secret-location", Software: "FixtureCamera 1.0" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 36/1 47/1", GPSLongitudeRef: "W", GPSLongitude: "112/1 19/1 29/1" },
};

/** Strings of the metadata above that must never appear in anything served. */
export const PHOTO_METADATA_MARKERS = ["FixturePhone", "Model X1", "secret-location", "FixtureCamera"];
