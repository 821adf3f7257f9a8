import { Link } from 'wouter';

export const ForgotPasswordSentPage = () => (
  <div className="form">
    <p className="lead">
      If an account exists for that address, we have emailed it a link to reset the password. The link works for 60 minutes.
    </p>
    <p>Nothing arrived? Check your spam folder, or ask for a new link.</p>
    <p className="form-footer">
      <Link href="/forgot-password">Send another link</Link> · <Link href="/login">Back to sign in</Link>
    </p>
  </div>
);
