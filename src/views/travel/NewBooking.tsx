import type { ReactNode } from 'react';
import { type DocumentInput, useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import type { BookingFormProps } from './BookingFields';
import { type BookingKind, capitalized } from './labels';
import { useCanBookTravel } from './useCanBookTravel';

export type NewBookingProps<Input, CreateData> = {
  kind: BookingKind;
  documents: { create: DocumentInput<CreateData, { input: Input }> };
  createdId: (data: CreateData) => string;
  Form: (props: BookingFormProps<never, NoInfer<Input>>) => ReactNode;
};

/** /dispatch/<kind>/view without an id: a new booking, then its page. */
export const NewBooking = <Input, CreateData>({ kind, documents, createdId, Form }: NewBookingProps<Input, CreateData>) => {
  const canBook = useCanBookTravel();
  const [, navigate] = useLocation();
  const [, save] = useMutation(documents.create);
  const all = <Link href={kind.path}>{`All ${kind.many}`}</Link>;
  if (!canBook)
    return (
      <Panel title={`New ${kind.one}`}>
        <Alert tone="info">{`You can read ${kind.what}; dispatch books them.`}</Alert>
        {all}
      </Panel>
    );
  return (
    <Panel title={`New ${kind.one}`} actions={all}>
      <Form
        submitLabel={`Save ${kind.one}`}
        cancelHref={kind.path}
        onSubmit={async (input) => {
          const result = await save({ input });
          if (result.error) return graphqlFailure(result.error);
          if (result.data) {
            toast.success(`${capitalized(kind.one)} saved.`);
            navigate(`${kind.path}/view?id=${createdId(result.data)}`, { replace: true });
          }
          return null;
        }}
      />
    </Panel>
  );
};
