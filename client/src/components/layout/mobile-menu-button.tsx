import { useRef, useState, type ComponentType } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@barteraid/events/contracts/members';
import { Button } from '../ui/button';
import type { MobileMenuProps } from './mobile-menu';

/**
 * The phone's menu button. The menu itself (a dialog, with its focus trap and scroll lock) is fetched
 * on the first tap and kept: most visits never open it, so the first page load does not carry it.
 */
export function MobileMenuButton({ user }: { user: Profile | null }) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<{ MobileMenu: ComponentType<MobileMenuProps> } | null>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    if (menu) return setOpen(true);
    // Not reachable (offline before the app was kept): the tap does nothing, the next one tries again.
    import('./mobile-menu').then(
      (module) => {
        setMenu({ MobileMenu: module.MobileMenu });
        setOpen(true);
      },
      () => undefined,
    );
  };
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('layout.menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </Button>
      {menu && <menu.MobileMenu user={user} open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
