import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const filled = 'fill-amber-400 text-amber-600';
const empty = 'fill-none text-slate-500';

/** Stars out of five, to the nearest half (an average of 4.50 shows four and a half), read out as "4.5 out of 5 stars". */
export function Stars({ rating, decorative = false, className }: { rating: number; decorative?: boolean; className?: string }) {
  const halves = Math.round(rating * 2);
  const { t } = useTranslation();
  // Decorative where the figure is written next to them: screen readers hear it once.
  const described = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('common.starsOutOf5', { rating: halves / 2 }) };
  return (
    <span {...described} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'none';
        return (
          <span key={star} aria-hidden="true" className="relative inline-flex h-4 w-4">
            <Star className={cn('h-4 w-4', fill === 'full' ? filled : empty)} />
            {fill === 'half' && <StarHalf className={cn('absolute inset-0 h-4 w-4', filled)} />}
          </span>
        );
      })}
    </span>
  );
}
