/**
 * The people of the embedded OpenID Connect provider: a stand-in for the food bank's staff
 * directory, used only when OIDC_ISSUER is not set. Being in the directory is not enough to
 * enter the portal: the email must also belong to an ADMIN user of the portal.
 */
export interface DirectoryPerson {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  password: string;
}

export const LOCAL_DIRECTORY: readonly DirectoryPerson[] = [
  {
    sub: 'ada-admin',
    email: 'admin@foodbank.example',
    emailVerified: true,
    givenName: 'Ada',
    familyName: 'Admin',
    password: 'Admin123',
  },
  {
    sub: 'sam-staff',
    email: 'staff@foodbank.example',
    emailVerified: true,
    givenName: 'Sam',
    familyName: 'Staff',
    password: 'Staff123',
  },
  {
    // In the directory but not an administrator of the portal: sees the no-access message.
    sub: 'vic-volunteer',
    email: 'volunteer@foodbank.example',
    emailVerified: true,
    givenName: 'Vic',
    familyName: 'Volunteer',
    password: 'Volunteer123',
  },
];

export function findDirectoryPerson(email: string, password: string): DirectoryPerson | undefined {
  const person = LOCAL_DIRECTORY.find((p) => p.email.toLowerCase() === email.trim().toLowerCase());
  return person && person.password === password ? person : undefined;
}
