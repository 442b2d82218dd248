export default function PresentationCreatePage() {
  return (
    <main className="container page">
      <h1>New presentation</h1>
    </main>
  );
}
