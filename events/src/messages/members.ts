import { defineMessages } from './catalogue';

/** Who is a member: registration, unique emails and usernames, looking a member up. */
export const membersMessages = defineMessages('members', {
  notFound: 'Member not found.',
  noSuchMember: 'No member with that id.',
  notRegistered: 'No member is registered with {email}.',
  alreadyRegistered: 'This member is already registered.',
  emailTaken: 'Email Taken: An account with this email already exists.',
  usernameTaken: 'Username Taken: This username is already taken.',
  guestTrialAtRegistration: 'Guest Trial: Create your account with another membership, then start your trial with its invitation code on the Membership page.',
  registered: 'Registration successful. You can now sign in.',
  missingField: 'Missing Information: Please fill in all required fields. {field} is required.',
  usernameLength: 'Invalid Username: Username must be 3-30 characters.',
  usernameCharacters: 'Invalid Username: Use only letters, numbers, dots, dashes and underscores in your username.',
  invalidEmail: 'Invalid Email: Please enter a valid email address.',
  weakPassword: 'Weak Password: Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 200 characters.',
});
