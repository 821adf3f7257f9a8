import { useQuery } from 'urql';
import { AccountQuery, PersonalAccessTokensQuery } from '../../graphql/operations/account';
import { graphqlFailure } from '../kit/forms/failure';
import { ErrorState } from '../kit/ui/ErrorState';
import { NotificationPreferencesSection } from '../notifications/public';
import { Spinner } from '../kit/ui/Spinner';
import { AvatarSection } from './AvatarSection';
import { ContactSection } from './ContactSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { TenantSection } from './TenantSection';
import { TokensSection } from './TokensSection';

/** /account and /portal/account: the signed-in user's own settings. */
export const AccountPage = () => {
  const [account, refetchAccount] = useQuery({ query: AccountQuery });
  const [tokens, refetchTokens] = useQuery({ query: PersonalAccessTokensQuery });
  const reload = () => refetchAccount({ requestPolicy: 'network-only' });
  const me = account.data?.me;

  if (account.error && !account.data) return <ErrorState message={graphqlFailure(account.error).message} onRetry={reload} />;
  if (!me) return <Spinner label="Loading your account…" />;

  return (
    <div className="page-grid account-grid">
      <ProfileSection key={me.version} user={me} onReload={reload} />
      <AvatarSection user={me} />
      <ContactSection user={me} />
      <PasswordSection />
      <TenantSection />
      <NotificationPreferencesSection />
      <TokensSection
        tokens={tokens.data?.personalAccessTokens}
        loading={tokens.fetching}
        error={tokens.error ? graphqlFailure(tokens.error).message : null}
        onRetry={() => refetchTokens({ requestPolicy: 'network-only' })}
      />
    </div>
  );
};
