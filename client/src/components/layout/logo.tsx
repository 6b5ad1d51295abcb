import { Link } from 'react-router-dom';

/** Two arrows trading places inside a shield: the same mark as the app icon. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f5257" />
      <path d="M18 25h24l-6-6M46 39H22l6 6" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-brand-900">
      <LogoMark />
      <span>BarterAid</span>
    </Link>
  );
}
