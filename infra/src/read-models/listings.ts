import type { Generated } from 'kysely';

/** The marketplace read model (the `search` tsvector column is generated and read only through SQL). */
export type ListingTables = {
  listings: {
    id: string;
    owner_id: string;
    owner_username: string;
    /** pending | approved | rejected, mirrored from the owner's member events. */
    owner_verification_status: string;
    title: string;
    description: string;
    category: string;
    /** offer | need */
    type: string;
    credits_cents: number;
    location: string;
    is_urgent: boolean;
    is_active: boolean;
    deactivated_by_admin: boolean;
    deactivation_reason: string | null;
    /** The listing's own ZIP code and its centroid (migration 0321); null: it sits at its owner's public point. */
    zip: string | null;
    zip_lat: number | null;
    zip_lng: number | null;
    /** The owner's public point, mirrored from `listing_owners` (never their exact one). */
    owner_lat: number | null;
    owner_lng: number | null;
    /** Generated: the ZIP's centroid, else the owner's public point; null when neither is known. */
    place_lat: Generated<number | null>;
    place_lng: Generated<number | null>;
    /** Generated (migration 0322): the eighth of a degree of latitude the place lies in, and the place on the unit sphere. */
    place_cell: Generated<number | null>;
    place_x: Generated<number | null>;
    place_y: Generated<number | null>;
    place_z: Generated<number | null>;
    /** open | partly_met | met (a need), available | taken (an offer) (migration 0370). */
    status: string;
    /** When it was posted or last renewed: its time runs from here. */
    fresh_at: Date;
    /** When it expires unless renewed (by its type and urgency, from `fresh_at`). */
    expires_at: Date;
    /** Set when its owner was asked "Still needed?" about this `expires_at`; cleared by a renewal. */
    expiry_reminded_at: Date | null;
    /** Set once it expired: off the marketplace, waiting on its owner's dashboard until renewed. */
    expired_at: Date | null;
    /** When it was posted. */
    created_at: Date;
    updated_at: Date;
  };
  listing_owners: {
    member_id: string;
    username: string;
    verification_status: string;
    /** The member's public point (migration 0321); null until they set an area. */
    public_lat: number | null;
    public_lng: number | null;
  };
  /** One row (id 1): counts over active listings. */
  listing_stats: {
    id: number;
    active_listings: number;
    urgent_needs: number;
    available_offers: number;
  };
  /** Per search lexeme: how many active listings use it anywhere, and in the title. */
  listing_lexemes: {
    lexeme: string;
    active_count: number;
    title_count: number;
  };
  /** Every word members have used in listings; search corrects typos against it. */
  listing_words: {
    word: string;
  };
};
