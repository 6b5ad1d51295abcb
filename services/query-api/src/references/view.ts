import type { Reference } from '@barteraid/events/contracts/references';

/** A reference row with its trade's listing title and its author's public name and picture. */
export interface ReferenceRow {
  id: string;
  trade_id: string;
  author_id: string;
  subject_id: string;
  rating: number;
  comment: string;
  created_at: Date;
  listing_title: string | null;
  author_username: string | null;
  author_avatar: string | null;
}

export function referenceView(row: ReferenceRow): Reference {
  return {
    id: row.id,
    tradeId: row.trade_id,
    listingTitle: row.listing_title ?? '',
    rating: Number(row.rating),
    comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
    author: { id: row.author_id, username: row.author_username ?? 'A member', avatar: row.author_avatar },
    subjectId: row.subject_id,
  };
}
