import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

export type PickedValueProps = {
  /** The field's name: "Vehicle", "Order", "Register to". */
  label: string;
  /** The button that clears the choice: "Choose another vehicle". */
  change: string;
  onChange: () => void;
  children: ReactNode;
};

/** A search picker's chosen value, shown in place of the search with a way back to it. */
export const PickedValue = ({ label, change, onChange, children }: PickedValueProps) => (
  <div className="field">
    <p className="field-label">{label}</p>
    <p>{children}</p>
    <Button className="btn-small" onClick={onChange}>
      {change}
    </Button>
  </div>
);
