export interface AltLoginVariant {
  title: string;
  intro: string;
  submitLabel: string;
  /** Where a successful sign-in goes. */
  destination: '/dashboard' | '/marketplace' | '/working-dashboard';
}

/** The alternate sign-in pages: different doors, the same real credential check. */
export const variants = {
  'test-login': { title: 'Test Sign-In', intro: 'Sign in with your BarterAid account to check that everything works.', submitLabel: 'Sign In', destination: '/dashboard' },
  'simple-login': { title: 'Simple Sign-In', intro: 'Just your email and password.', submitLabel: 'Sign In', destination: '/dashboard' },
  'quick-login': { title: 'Quick Access', intro: 'Administrators and members: sign in with your own account.', submitLabel: 'Sign In', destination: '/dashboard' },
  'direct-access': { title: 'Direct Access', intro: 'Sign in and go straight to your dashboard.', submitLabel: 'Continue', destination: '/dashboard' },
  'login-now': { title: 'Sign In Now', intro: 'Sign in to pick up where you left off.', submitLabel: 'Sign In Now', destination: '/dashboard' },
  'working-login': { title: 'Owner Sign-In', intro: 'Sign in to open the working dashboard.', submitLabel: 'Sign In', destination: '/working-dashboard' },
  'working-owner-login': { title: 'Owner Sign-In', intro: 'Please sign in to view the working dashboard.', submitLabel: 'Sign In', destination: '/working-dashboard' },
  'instant-login': { title: 'Instant Access', intro: 'Sign in and start browsing offers right away.', submitLabel: 'Sign In', destination: '/marketplace' },
  'mobile-login': { title: 'Mobile Sign-In', intro: 'A lightweight sign-in for phones and slow connections.', submitLabel: 'Sign In', destination: '/dashboard' },
  'secure-login': { title: 'Secure Sign-In', intro: 'Your password is sent encrypted and checked on our server; nothing is stored in this browser.', submitLabel: 'Sign In Securely', destination: '/dashboard' },
} satisfies Record<string, AltLoginVariant>;

export type VariantName = keyof typeof variants;
