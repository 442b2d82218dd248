export default function PropertiesPage() {
  return (
    <main className="container page">
      <h1>Properties in Phuket</h1>
    </main>
  );
}
