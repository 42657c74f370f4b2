import { programAgreementTitle } from '../../agreements/catalogue.ts';
import { schoolMarketProgram } from './program.ts';

/** The School Market agreement heading: an Acknowledgement for Houston ISD, else an Agreement. */
export function schoolMarketAgreementHeading(districtName: string | null | undefined): string {
  return programAgreementTitle(schoolMarketProgram, districtName);
}
