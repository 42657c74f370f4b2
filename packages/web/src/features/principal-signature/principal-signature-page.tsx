/** The principal's signature screen (spec 2); its form comes in a later issue. */
export default function PrincipalSignaturePage() {
  return (
    <>
      <title>Principal Signature | Partner Portal</title>
      <h1>Principal Signature</h1>
    </>
  );
}
