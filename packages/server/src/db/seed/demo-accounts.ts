/** The password of every demo educator. */
export const DEMO_PASSWORD = 'Password1';

export interface DemoAccount {
  email: string;
  /** null: the account signs in through single sign-on (administrators). */
  password: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  type: 'EDUCATOR' | 'ADMIN';
  note: string;
}

/** Accounts created by seedDemo, for the README and the local SSO provider's directory. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'educator@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Erin',
    lastName: 'Educator',
    phone: '713-555-0100',
    type: 'EDUCATOR',
    note: 'Educator of three schools (one in Houston ISD) and one Kids Cafe site',
  },
  {
    email: 'admin@foodbank.example',
    password: null,
    firstName: 'Ada',
    lastName: 'Admin',
    phone: null,
    type: 'ADMIN',
    note: 'Administrator; signs in with Administrator Login (SSO)',
  },
  {
    email: 'staff@foodbank.example',
    password: null,
    firstName: 'Sam',
    lastName: 'Staff',
    phone: null,
    type: 'ADMIN',
    note: 'Administrator; signs in with Administrator Login (SSO)',
  },
  {
    email: 'marcus.rivera@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Marcus',
    lastName: 'Rivera',
    phone: '713-555-0101',
    type: 'EDUCATOR',
    note: 'Educator of two Houston ISD elementary schools and a School Market middle school (Second Ward MS)',
  },
  {
    email: 'priya.shah@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Priya',
    lastName: 'Shah',
    phone: '281-555-0102',
    type: 'EDUCATOR',
    note: 'Educator of four Aldine ISD and Alief ISD schools and a School Market middle school (Ella Boulevard MS)',
  },
  {
    email: 'luis.ortega@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Luis',
    lastName: 'Ortega',
    phone: '713-555-0103',
    type: 'EDUCATOR',
    note: 'Kids Cafe: assigned two sites (Eastside Head Start, pending; Northline Youth Club, a summer draft), granted two more by their approved applications, and applied for three others (waitlisted, denied)',
  },
  {
    email: 'rosa.delgado@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Rosa',
    lastName: 'Delgado',
    phone: '832-555-0105',
    type: 'EDUCATOR',
    note: 'Kids Cafe: one site (Gulfton Little Scholars) with a pending summer application',
  },
  {
    email: 'dana.whitfield@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '409-555-0104',
    type: 'EDUCATOR',
    note: 'Partner Services: two organizations, Bayou City Community Pantry (her new agency, approved in 2024 and again in 2025) and Gulf Coast Family Resource Center (assigned; approved in 2024, a 2025 draft)',
  },
  {
    email: 'andre.lewis@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Andre',
    lastName: 'Lewis',
    phone: '281-555-0106',
    type: 'EDUCATOR',
    note: 'Partner Services: assigned two organizations (one approved in 2024 with a pending 2025 application, one withdrawn); his new agency (Second Mile Family Shelter) was denied in 2024 and he has a 2025 draft for it',
  },
  {
    email: 'grace.tran@example.org',
    password: DEMO_PASSWORD,
    firstName: 'Grace',
    lastName: 'Tran',
    phone: '713-555-0107',
    type: 'EDUCATOR',
    note: 'Partner Services: applied for a new agency (Eastex Youth Meals Project), pending; she reaches the organization only once it is approved',
  },
];
