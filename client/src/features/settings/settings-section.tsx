import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** One section of /settings drawn by another feature: its heading with an icon, a line saying what it is for, and the feature's own form. */
export function SettingsSection({ name, id, icon: Icon, title, intro, children }: {
  /** Names the heading (`<name>-heading`) the section is labelled by. */
  name: string;
  /** An anchor other pages link to (`/settings#alerts`). */
  id?: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className="mb-6">
      <Card className="p-5 sm:p-6">
        <h2 id={`${name}-heading`} className="flex items-center gap-2 text-xl font-semibold text-ink">
          <Icon aria-hidden="true" className="h-5 w-5" /> {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{intro}</p>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}
