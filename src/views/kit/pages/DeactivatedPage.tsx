import { SessionActor } from '../app/actors';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';

/** A portal user whose clients (or customers) are all deleted sees only this explanation (docs/access.md#roles). */
export const DeactivatedPage = () => {
  const session = SessionActor.useActorRef();
  return (
    <Panel title="Your account is deactivated">
      <p>
        The companies your account belongs to are no longer active in Legwork, so there are no orders or quotes you can open. If you think
        this is a mistake, contact your Legwork representative to have your company reactivated.
      </p>
      <Button variant="primary" onClick={() => session.send({ type: 'session.logout' })}>
        Sign out
      </Button>
    </Panel>
  );
};
