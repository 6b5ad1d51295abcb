import { useEffect, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Sets the document title so screen-reader users hear where they landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · BarterAid` : 'BarterAid';
  }, [title]);
}

interface PageProps {
  title: string;
  /** Visible heading; defaults to the title. */
  heading?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'normal' | 'wide';
  className?: string;
}

const widths = { narrow: 'max-w-xl', normal: 'max-w-4xl', wide: 'max-w-6xl' } as const;

export function Page({ title, heading, intro, children, width = 'normal', className }: PageProps) {
  usePageTitle(title);
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', widths[width], className)}>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading ?? title}</h1>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
