import { useState } from 'react';
import toast from '../kit/ui/toast';
import { useLocation, useSearch } from 'wouter';
import { resendVerification } from '../../http/api';
import { SessionActor } from '../kit/app/actors';
import { apiFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';

const STATUS_MESSAGES: Record<string, string> = {
  invalid: 'That verification link is not valid. Ask for a new one below.',
  expired: 'That verification link has expired. Ask for a new one below.',
};

/** Where a 409 (email not verified) leads: explain, resend the link, or sign out. */
export const VerifyEmailPage = () => {
  const session = SessionActor.useActorRef();
  const [, navigate] = useLocation();
  const status = new URLSearchParams(useSearch()).get('status');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      await resendVerification();
      toast.success('A new verification link has been sent to your email address.');
    } catch (failure) {
      setError(apiFailure(failure).message);
    } finally {
      setSending(false);
    }
  };

  const signOut = () => {
    session.send({ type: 'session.logout' });
    navigate('/login');
  };

  return (
    <div className="form">
      {status && STATUS_MESSAGES[status] && <Alert tone="warning">{STATUS_MESSAGES[status]}</Alert>}
      <p className="lead">
        Before you start, please confirm your email address with the link we just emailed to you. Legwork keeps your account closed until
        then.
      </p>
      <p>Did not get the email? We will gladly send another.</p>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="button-row">
        <Button variant="primary" busy={sending} onClick={resend}>
          Resend verification email
        </Button>
        <Button variant="ghost" onClick={signOut}>
          Sign out
        </Button>
      </div>
    </div>
  );
};
