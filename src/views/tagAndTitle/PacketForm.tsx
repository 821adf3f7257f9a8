import type { ReactNode } from 'react';
import { Alert } from '../kit/ui/Alert';
import { Panel } from '../kit/ui/Panel';

export type PacketFormProps = {
  title: string;
  actions?: ReactNode;
  /** What went wrong with the last submit, said above the fields. */
  message: string | null;
  onSubmit: () => Promise<void>;
  children: ReactNode;
};

/** A packet's form in its panel (create, details, fees): submitted by its own handler, never by the browser. */
export const PacketForm = ({ title, actions, message, onSubmit, children }: PacketFormProps) => (
  <Panel title={title} actions={actions}>
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {message && <Alert tone="danger">{message}</Alert>}
      {children}
    </form>
  </Panel>
);
