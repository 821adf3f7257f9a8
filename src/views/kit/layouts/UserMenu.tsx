import { Link, useLocation } from 'wouter';
import { selectUser } from '../../../machines/app/session.machine';
import { SessionActor } from '../app/actors';
import { Avatar } from './Avatar';
import { useDisclosure } from './useDisclosure';

export type UserMenuProps = { accountHref: string };

/** The signed-in user's name, a link to the account page, and sign-out. */
export const UserMenu = ({ accountHref }: UserMenuProps) => {
  const session = SessionActor.useActorRef();
  const user = SessionActor.useSelector(selectUser);
  const [, navigate] = useLocation();
  const { close, containerRef, buttonProps, popupProps } = useDisclosure();
  if (!user) return null;
  const signOut = () => {
    close();
    session.send({ type: 'session.logout' });
    navigate('/login');
  };
  return (
    <div className="popover-anchor" ref={containerRef}>
      <button type="button" className="user-button" {...buttonProps} aria-label={`Account menu for ${user.name}`}>
        <Avatar name={user.name} url={user.media[0]?.url} />
        <span className="user-button-name">{user.name}</span>
      </button>
      <div className="popover user-popover" {...popupProps}>
        <p className="user-popover-name">{user.name}</p>
        <p className="user-popover-email">{user.email}</p>
        <ul className="plain-list">
          <li>
            <Link href={accountHref} className="popover-link" onClick={() => close()}>
              My account
            </Link>
          </li>
          <li>
            <button type="button" className="popover-link" onClick={signOut}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
};
