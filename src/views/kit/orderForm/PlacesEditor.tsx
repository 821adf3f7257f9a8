import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';
import { NewPlaceFields } from './NewPlaceFields';
import { PlaceSearch } from './PlaceSearch';
import { newPlaceIndexOf, placeLabel, placeLetter } from './toInput';
import type { OrderFormApi } from './useOrderForm';

/** The places this order visits, lettered A, B, C…: saved locations found by search, or new addresses. */
export const PlacesEditor = ({ form }: { form: OrderFormApi }) => {
  const { state, send } = form;
  const picked = state.locations.flatMap((place) => (place.kind === 'saved' ? [place.saved.id] : []));
  return (
    <Panel
      title="Locations"
      description="Every place a vehicle is picked up from or delivered to. The legs below choose among them."
      actions={
        <Button className="btn-small" onClick={() => send({ type: 'location.addNew' })}>
          Add a new address
        </Button>
      }
    >
      <PlaceSearch picked={picked} onPick={(saved) => send({ type: 'location.addSaved', saved })} />
      {state.locations.length === 0 ? (
        <EmptyState title="No locations yet">Find a saved location above, or add a new address.</EmptyState>
      ) : (
        <ol className="plain-list form" aria-label="Locations of this order">
          {state.locations.map((place, index) => {
            const title = placeLabel(state, place.key);
            return (
              <li key={place.key}>
                <fieldset className="form-card">
                  <legend className="form-card-title">{place.kind === 'saved' ? title : `${placeLetter(index)} · New address`}</legend>
                  {place.kind === 'saved' ? (
                    <p className="muted">
                      {place.saved.address1}, {place.saved.city}, {place.saved.stateProvince} {place.saved.postalCode}
                    </p>
                  ) : (
                    <NewPlaceFields form={form} place={place} index={newPlaceIndexOf(state, place.key)} />
                  )}
                  <div className="button-row">
                    <Button
                      variant="ghost"
                      className="btn-small"
                      aria-label={`Remove location ${title}`}
                      onClick={() => send({ type: 'location.remove', key: place.key })}
                    >
                      Remove
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
};
