export default function PresentationsPage() {
  return (
    <main className="container page">
      <h1>My presentations</h1>
    </main>
  );
}
