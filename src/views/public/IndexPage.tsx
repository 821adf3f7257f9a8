import { LinkButton } from '../kit/ui/LinkButton';
import { TruckIcon } from '../kit/icons/icons';

const FEATURES = [
  { title: 'Orders and legs', text: 'Split every move into legs: client drop-off, driven, towed or trucked, from origin to destination.' },
  { title: 'Dispatch and drivers', text: 'Assign drivers and trucking companies, follow legs in transit, and collect condition reports.' },
  { title: 'Storage and paperwork', text: 'Keep storage records, tag-and-title packets, invoices and driver settlements in one place.' },
  { title: 'A portal for clients', text: 'Clients and their customers order, request quotes and follow their vehicles themselves.' },
];

/** The public landing page; signed-in users are sent to their own start page by the guard. */
export const IndexPage = () => (
  <div className="landing">
    <section className="hero" aria-labelledby="hero-title">
      <TruckIcon width={48} height={48} className="hero-icon" />
      <h1 id="hero-title">Vehicle transport and storage, from order to delivery</h1>
      <p className="lead">Legwork is where transport operators, their clients and their drivers plan, move, store and bill vehicles.</p>
      <div className="button-row">
        <LinkButton href="/login" variant="primary">
          Sign in
        </LinkButton>
        <LinkButton href="/contact">Contact us</LinkButton>
      </div>
    </section>
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="visually-hidden">
        What Legwork does
      </h2>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="panel">
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  </div>
);
