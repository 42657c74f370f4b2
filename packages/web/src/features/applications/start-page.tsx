import { Link } from 'react-router';
import { DEADLINES } from '@portal/domain';
import type { Program } from '@portal/domain';

/** {programUrl}/start: what the program is and a Start Application link to step 1. */
export function StartPage({ program }: { program: Program }) {
  return (
    <section className="application-start">
      <h2>Apply to {program.name}</h2>
      <p>{program.summary}</p>
      <p>
        You can save a draft at any step and come back to it later from the home page.
        {program.signer === 'none'
          ? ' Once you submit, our team reviews your application.'
          : ' Once you submit, your principal receives an email to e-sign the agreement.'}
      </p>
      <p>
        Applications for the next school year are due {DEADLINES.nextSchoolYear.label}; summer
        applications are due {DEADLINES.summer.label}.
      </p>
      <Link className="button button-primary" to={`${program.url}/application/step-1`}>
        Start Application
      </Link>
    </section>
  );
}
