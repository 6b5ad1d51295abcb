import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/button';
import { loginPathFor } from '../auth';
import { useSession } from '../../lib/session';
import { ProposeTradeButton } from '../trades';

interface ContactButtonProps {
  listingId: string;
  ownerId: string;
  title: string;
  /** The listing's credits, the proposal's default amount. */
  credits?: string;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * The one place "Contact" is decided. Visitors sign in first and come back to the listing;
 * members propose a trade (or reopen their open one) and land in its conversation.
 */
export function ContactButton({ listingId, ownerId, title, credits, size = 'md', className }: ContactButtonProps) {
  const { user } = useSession();
  const { t } = useTranslation();
  if (user?.id === ownerId) {
    return (
      <Button asChild variant="outline" size={size} className={className}>
        <Link to={`/listings/${listingId}`} aria-label={t('marketplace.contact.manage', { title })}>{t('marketplace.contact.yourListing')}</Link>
      </Button>
    );
  }
  if (user) return <ProposeTradeButton listingId={listingId} title={title} credits={credits} size={size} className={className} />;
  const to = loginPathFor(`/listings/${listingId}`);
  return (
    <Button asChild size={size} className={className}>
      <Link to={to} aria-label={t('marketplace.contact.contactAbout', { title })}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> {t('marketplace.contact.contact')}
      </Link>
    </Button>
  );
}
