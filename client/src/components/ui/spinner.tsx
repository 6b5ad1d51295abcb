import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-10 text-muted', className)}>
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
