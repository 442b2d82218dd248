export default function PropertyPage() {
  return (
    <main className="container page">
      <h1>Property</h1>
    </main>
  );
}
