export default function TermsPage() {
  return (
    <main className="container page">
      <h1>Terms & Privacy Policy</h1>
    </main>
  );
}
