import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, type ButtonProps } from '../../components/ui/button';
import { loginPathFor } from '../auth/return-path';
import { useSession } from '../auth/session';

interface ContactButtonProps {
  listingId: string;
  ownerId: string;
  title: string;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * The one place "Contact" is decided. Visitors sign in first and come back to the listing;
 * members go to their messages. The trades feature turns this into a trade proposal
 * (listing id, owner, type and credits are all on the listing).
 */
export function ContactButton({ listingId, ownerId, title, size = 'md', className }: ContactButtonProps) {
  const { user } = useSession();
  if (user?.id === ownerId) {
    return (
      <Button asChild variant="outline" size={size} className={className}>
        <Link to={`/listings/${listingId}`} aria-label={`Manage your listing: ${title}`}>Your listing</Link>
      </Button>
    );
  }
  const to = user ? '/messages' : loginPathFor(`/listings/${listingId}`);
  return (
    <Button asChild size={size} className={className}>
      <Link to={to} aria-label={`Contact about ${title}`}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> Contact
      </Link>
    </Button>
  );
}
