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
  };
};
