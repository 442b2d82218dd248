export default function PublicPresentationPage() {
  return (
    <main className="container page">
      <h1>Presentation</h1>
    </main>
  );
}
