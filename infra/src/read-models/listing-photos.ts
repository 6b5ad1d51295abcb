/** Each listing's photos (migration 0381), written by the listing-photos projection. */
export type ListingPhotoTables = {
  /** One row per photo a listing shows, in its order; the first is its cards' thumbnail. */
  listing_photos: {
    listing_id: string;
    position: number;
    /** The `listing-photo` object (its display size) and its thumbnail, both served at `/api/objects/<id>`. */
    object_id: string;
    thumbnail_id: string;
    width: number;
    height: number;
    thumbnail_width: number;
    thumbnail_height: number;
    /** What the owner wrote for it; null: the listing's title describes it. */
    alt: string | null;
  };
};
