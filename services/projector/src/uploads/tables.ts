export interface UploadTables {
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
}

// Registers these tables in the shared database schema, so every service's queries are typed by them.
declare module '@barteraid/infra' {
  interface Schema extends UploadTables {}
}
