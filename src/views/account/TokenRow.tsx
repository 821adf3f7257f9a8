import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { ListTime } from '../kit/list/ListDate';

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
  const row = getFragmentData(TokenRowFragment, token);
  return (
    <tr>
      <th scope="row">{row.name}</th>
      <td>
        <ListTime at={row.createdAt} />
      </td>
      <td>
        <ListTime at={row.lastUsedAt} empty="Never" />
      </td>
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
