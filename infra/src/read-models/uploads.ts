export type UploadTables = {
  /** Read model of uploaded objects (from `ObjectUploaded`): who owns each one and what it is for. */
  uploaded_objects: {
    id: string;
    owner_id: string;
    purpose: string;
    content_type: string;
    size: number;
    sha256: string;
    uploaded_at: Date;
    /** A listing photo's (or its thumbnail's) pixel size; null for other files. */
    width: number | null;
    height: number | null;
    /** A thumbnail: the listing photo it was made from (it goes when that one goes). */
    variant_of: string | null;
  };
};
