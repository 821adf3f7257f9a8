import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

export const TokenRowFragment = graphql(`
  fragment TokenRow_token on PersonalAccessToken {
    id
    name
    lastUsedAt
    createdAt
  }
`);

export type TokenRowProps = {
  token: FragmentType<typeof TokenRowFragment>;
  onRevoke: (id: string) => Promise<void>;
  revoking: boolean;
};

export const TokenRow = ({ token, onRevoke, revoking }: TokenRowProps) => {
  const dateTime = useDateTimeFormat();
  const row = getFragmentData(TokenRowFragment, token);
  return (
    <tr>
      <th scope="row">{row.name}</th>
      <td>{dateTime(row.createdAt)}</td>
      <td>{row.lastUsedAt ? dateTime(row.lastUsedAt) : 'Never'}</td>
      <td className="cell-actions">
        <ConfirmButton
          label="Revoke"
          ariaLabel={`Revoke token ${row.name}`}
          question={`Revoke "${row.name}"? Devices using it stop working.`}
          confirmLabel="Yes, revoke"
          busy={revoking}
          onConfirm={() => onRevoke(row.id)}
        />
      </td>
    </tr>
  );
};
