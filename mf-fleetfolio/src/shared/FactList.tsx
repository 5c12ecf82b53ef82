import { Facts } from './layout';

/** A record's facts as term/value pairs, in the given order. */
export function FactList({ facts }: { facts: Array<[string, string]> }) {
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
