export default function PresentationEditPage() {
  return (
    <main className="container page">
      <h1>Edit presentation</h1>
    </main>
  );
}
