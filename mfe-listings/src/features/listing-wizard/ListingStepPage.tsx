export default function ListingStepPage() {
  return (
    <main className="container page">
      <h1>Edit listing</h1>
    </main>
  );
}
