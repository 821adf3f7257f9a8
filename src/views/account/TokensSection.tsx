import { useState } from 'react';
import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import type { FragmentType } from '@/generated';
import { createTokenSchema } from '../../domain/schemas/account';
import { CreatePersonalAccessTokenMutation, RevokePersonalAccessTokenMutation } from '../../graphql/operations/account';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import { NewTokenNotice } from './NewTokenNotice';
import { TokenRow, type TokenRowFragment } from './TokenRow';
import { Table } from '../kit/ui/Table';

type Token = FragmentType<typeof TokenRowFragment> & { id: string };

export type TokensSectionProps = {
  tokens: Token[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

/** Personal access tokens for devices and API clients: list, create (shown once), revoke. */
export const TokensSection = ({ tokens, loading, error, onRetry }: TokensSectionProps) => {
  const [, createToken] = useMutation(CreatePersonalAccessTokenMutation);
  const [revoking, revokeToken] = useMutation(RevokePersonalAccessTokenMutation);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const form = useForm({ name: '' });

  const onSubmit = form.submit(async () => {
    const input = form.check(createTokenSchema);
    if (!input) return;
    const result = await createToken({ input });
    if (result.error || !result.data) return result.error && form.fail(graphqlFailure(result.error));
    setCreated({ name: input.name, token: result.data.createPersonalAccessToken.plainTextToken });
    form.setValues({ name: '' });
  });

  const revoke = async (id: string) => {
    const result = await revokeToken({ id });
    if (result.error) toast.error(graphqlFailure(result.error).message);
    else toast.success('Token revoked.');
  };

  const list = () => {
    if (error && !tokens) return <ErrorState message={error} onRetry={onRetry} />;
    if (loading && !tokens) return <Spinner label="Loading tokens…" />;
    if (!tokens || tokens.length === 0)
      return <EmptyState title="No tokens yet">Create one for each device or script that signs in as you.</EmptyState>;
    return (
      <Table caption="Your personal access tokens" headings={['Name', 'Created', 'Last used', { hidden: 'Actions' }]}>
        {tokens.map((token) => (
          <TokenRow
            key={token.id}
            token={token}
            onRevoke={revoke}
            revoking={revoking.fetching && revoking.operation?.variables.id === token.id}
          />
        ))}
      </Table>
    );
  };

  return (
    <Panel title="Personal access tokens" description="A token lets a device or an API client act as you, without your password.">
      {created && <NewTokenNotice name={created.name} token={created.token} onDone={() => setCreated(null)} />}
      {list()}
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="form form-inline">
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Token name" placeholder="e.g. Driver phone" {...form.text('name')} />
        <Button type="submit" busy={form.submitting}>
          Create token
        </Button>
      </form>
    </Panel>
  );
};
