import { MailedLinkRequest } from './mailed-link-request';

/** Asks for a password reset link by email. */
export default function ForgotPasswordPage() {
  return <MailedLinkRequest endpoint="/api/auth/forgot-password" texts="forgot" />;
}
