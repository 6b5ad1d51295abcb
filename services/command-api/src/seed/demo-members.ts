import type { Config } from '@barteraid/infra';
import type { Registration } from '../members/registration';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
  registration: Registration;
}

/** Demo accounts for the embedded start; printed at startup and listed in the README. */
export function demoMembers(config: Pick<Config, 'OWNER_EMAIL'>): DemoLogin[] {
  const member = (
    role: string,
    firstName: string,
    lastName: string,
    username: string,
    email: string,
    password: string,
    location: string,
    membershipTier: Registration['membershipTier'],
  ): DemoLogin => ({
    role,
    email,
    password,
    registration: { firstName, lastName, username, email, password, phone: null, location, membershipTier },
  });
  return [
    member('admin (owner)', 'Olivia', 'Owens', 'olivia_admin', config.OWNER_EMAIL, 'admin-demo-2026', 'Tulsa, OK', 'standard'),
    member('member', 'Maria', 'Lopez', 'maria_l', 'maria@example.org', 'member-demo-2026', 'Houston, TX', 'free_assistance'),
    member('member', 'James', 'Carter', 'jcarter', 'james@example.org', 'member-demo-2026', 'New Orleans, LA', 'standard'),
    member('member', 'Grace', 'Community Church', 'grace_church', 'grace@example.org', 'member-demo-2026', 'Baton Rouge, LA', 'free_assistance'),
    member('member', 'Sam', 'Nguyen', 'sam_fixit', 'sam@example.org', 'member-demo-2026', 'Houston, TX', 'emergency_business'),
  ];
}
