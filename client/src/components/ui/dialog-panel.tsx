import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * A centred dialog over a dimmed page: as wide as `width` allows on the screen, scrolling inside
 * when taller than a phone. Use inside a `Dialog.Root`.
 */
export function DialogPanel({ width, children }: { width: '28rem' | '30rem' | '32rem' | '34rem'; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Dialog.Content
        style={{ width: `min(${width}, calc(100vw - 1rem))` }}
        className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-4 shadow-xl sm:p-5"
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A dialog's title with its Close button beside it. */
export function DialogHeading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-4">
      <Dialog.Title className="text-lg font-semibold text-ink">{children}</Dialog.Title>
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" aria-label={t('common.close')}>
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </Dialog.Close>
    </div>
  );
}
